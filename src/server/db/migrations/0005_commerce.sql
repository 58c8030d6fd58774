CREATE SEQUENCE "public"."order_number_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 100001 CACHE 1;--> statement-breakpoint
CREATE TABLE "book_claims" (
	"book_id" bigint PRIMARY KEY NOT NULL,
	"cart_id" uuid,
	"order_id" bigint,
	"until" timestamp with time zone NOT NULL,
	"claimed_at" timestamp with time zone NOT NULL,
	CONSTRAINT "book_claims_owner" CHECK (("book_claims"."cart_id" is not null) <> ("book_claims"."order_id" is not null))
);
--> statement-breakpoint
CREATE TABLE "cart_items" (
	"cart_id" uuid NOT NULL,
	"book_id" bigint NOT NULL,
	"added_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "cart_items_cart_id_book_id_pk" PRIMARY KEY("cart_id","book_id")
);
--> statement-breakpoint
CREATE TABLE "carts" (
	"id" uuid PRIMARY KEY NOT NULL,
	"customer_id" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "customer_sessions" (
	"token_hash" text PRIMARY KEY NOT NULL,
	"customer_id" bigint NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "customers" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"email" text NOT NULL,
	"name" text,
	"phone" text,
	"locale" text DEFAULT 'cs' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "destination_countries" (
	"code" char(2) PRIMARY KEY NOT NULL,
	"names" jsonb NOT NULL,
	"regions" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"position" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "idempotency_keys" (
	"scope" text NOT NULL,
	"key" text NOT NULL,
	"request_hash" text NOT NULL,
	"order_id" bigint,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "idempotency_keys_scope_key_pk" PRIMARY KEY("scope","key")
);
--> statement-breakpoint
CREATE TABLE "mail_outbox" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"dedupe_key" text NOT NULL,
	"to_address" text NOT NULL,
	"subject" text NOT NULL,
	"html" text NOT NULL,
	"text_body" text NOT NULL,
	"attachments" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"order_id" bigint,
	"message_id" text,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "order_journal" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"order_id" bigint NOT NULL,
	"from_state" text,
	"to_state" text NOT NULL,
	"reason" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "order_lines" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"order_id" bigint NOT NULL,
	"book_id" bigint NOT NULL,
	"title" text NOT NULL,
	"condition_id" integer NOT NULL,
	"price_x100" integer NOT NULL,
	"active" boolean DEFAULT true NOT NULL
);
--> statement-breakpoint
CREATE TABLE "orders" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"number" text NOT NULL,
	"public_code" text NOT NULL,
	"locale" text NOT NULL,
	"currency" char(3) NOT NULL,
	"customer_id" bigint,
	"email" text NOT NULL,
	"phone" text NOT NULL,
	"name" text NOT NULL,
	"address" jsonb,
	"shipping_method" text NOT NULL,
	"pudo_id" text,
	"pudo_label" text,
	"payment_method" text NOT NULL,
	"items_x100" integer NOT NULL,
	"shipping_x100" integer NOT NULL,
	"payment_fee_x100" integer DEFAULT 0 NOT NULL,
	"discount_x100" integer DEFAULT 0 NOT NULL,
	"wallet_x100" integer DEFAULT 0 NOT NULL,
	"total_x100" integer NOT NULL,
	"voucher_code" text,
	"state" text DEFAULT 'new' NOT NULL,
	"expires_at" timestamp with time zone,
	"paid_at" timestamp with time zone,
	"parent_order_id" bigint,
	"flag" text,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "orders_money" CHECK ("orders"."total_x100" >= 0 and "orders"."items_x100" >= 0 and "orders"."shipping_x100" >= 0 and "orders"."discount_x100" >= 0 and "orders"."wallet_x100" >= 0)
);
--> statement-breakpoint
CREATE TABLE "payment_events" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"provider" text NOT NULL,
	"event_key" text NOT NULL,
	"payment_id" bigint,
	"outcome" text NOT NULL,
	"payload" jsonb,
	"received_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "payments" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"order_id" bigint NOT NULL,
	"provider" text NOT NULL,
	"method" text NOT NULL,
	"amount_x100" integer NOT NULL,
	"currency" char(3) NOT NULL,
	"provider_ref" text,
	"redirect_url" text,
	"state" text DEFAULT 'created' NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "pudo_locations" (
	"id" text PRIMARY KEY NOT NULL,
	"carrier" text NOT NULL,
	"country" char(2) NOT NULL,
	"name" text NOT NULL,
	"street" text NOT NULL,
	"city" text NOT NULL,
	"zip" text NOT NULL,
	"opening_hours" text,
	"latitude" numeric(9, 6),
	"longitude" numeric(9, 6),
	"active" boolean DEFAULT true NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sandbox_payments" (
	"ref" text PRIMARY KEY NOT NULL,
	"amount_x100" integer NOT NULL,
	"currency" char(3) NOT NULL,
	"label" text NOT NULL,
	"return_url" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "shipping_methods" (
	"code" text PRIMARY KEY NOT NULL,
	"carrier" text NOT NULL,
	"kind" text NOT NULL,
	"cod_available" boolean DEFAULT false NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"active" boolean DEFAULT true NOT NULL
);
--> statement-breakpoint
CREATE TABLE "shipping_rates" (
	"method_code" text NOT NULL,
	"country" char(2) NOT NULL,
	"price_czk_x100" integer NOT NULL,
	"price_eur_x100" integer NOT NULL,
	"cod_fee_czk_x100" integer,
	"cod_fee_eur_x100" integer,
	"free_from_czk_x100" integer,
	"free_from_eur_x100" integer,
	CONSTRAINT "shipping_rates_method_code_country_pk" PRIMARY KEY("method_code","country")
);
--> statement-breakpoint
CREATE TABLE "voucher_redemptions" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"voucher_id" bigint NOT NULL,
	"order_id" bigint NOT NULL,
	"customer_key" text NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "vouchers" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"effect" text NOT NULL,
	"percent" integer,
	"amount_czk_x100" integer,
	"amount_eur_x100" integer,
	"min_total_czk_x100" integer,
	"min_total_eur_x100" integer,
	"first_order_only" boolean DEFAULT false NOT NULL,
	"locales" text[],
	"valid_from" timestamp with time zone,
	"valid_until" timestamp with time zone,
	"max_uses_total" integer,
	"max_uses_per_customer" integer,
	"used_count" integer DEFAULT 0 NOT NULL,
	"auto_assign" boolean DEFAULT false NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	CONSTRAINT "vouchers_percent" CHECK ("vouchers"."percent" is null or ("vouchers"."percent" between 1 and 100))
);
--> statement-breakpoint
CREATE TABLE "wallet_entries" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"customer_id" bigint NOT NULL,
	"currency" char(3) NOT NULL,
	"amount_x100" integer NOT NULL,
	"reason" text NOT NULL,
	"order_id" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "book_claims" ADD CONSTRAINT "book_claims_book_id_books_id_fk" FOREIGN KEY ("book_id") REFERENCES "public"."books"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cart_items" ADD CONSTRAINT "cart_items_cart_id_carts_id_fk" FOREIGN KEY ("cart_id") REFERENCES "public"."carts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cart_items" ADD CONSTRAINT "cart_items_book_id_books_id_fk" FOREIGN KEY ("book_id") REFERENCES "public"."books"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "carts" ADD CONSTRAINT "carts_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customer_sessions" ADD CONSTRAINT "customer_sessions_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_journal" ADD CONSTRAINT "order_journal_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_lines" ADD CONSTRAINT "order_lines_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_lines" ADD CONSTRAINT "order_lines_book_id_books_id_fk" FOREIGN KEY ("book_id") REFERENCES "public"."books"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shipping_rates" ADD CONSTRAINT "shipping_rates_method_code_shipping_methods_code_fk" FOREIGN KEY ("method_code") REFERENCES "public"."shipping_methods"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "voucher_redemptions" ADD CONSTRAINT "voucher_redemptions_voucher_id_vouchers_id_fk" FOREIGN KEY ("voucher_id") REFERENCES "public"."vouchers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "voucher_redemptions" ADD CONSTRAINT "voucher_redemptions_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wallet_entries" ADD CONSTRAINT "wallet_entries_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "book_claims_cart_idx" ON "book_claims" USING btree ("cart_id");--> statement-breakpoint
CREATE INDEX "book_claims_order_idx" ON "book_claims" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "cart_items_book_idx" ON "cart_items" USING btree ("book_id");--> statement-breakpoint
CREATE UNIQUE INDEX "carts_customer_idx" ON "carts" USING btree ("customer_id");--> statement-breakpoint
CREATE INDEX "customer_sessions_customer_idx" ON "customer_sessions" USING btree ("customer_id");--> statement-breakpoint
CREATE UNIQUE INDEX "customers_email_idx" ON "customers" USING btree (lower("email"));--> statement-breakpoint
CREATE UNIQUE INDEX "mail_outbox_dedupe_idx" ON "mail_outbox" USING btree ("dedupe_key");--> statement-breakpoint
CREATE INDEX "order_journal_order_idx" ON "order_journal" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "order_lines_order_idx" ON "order_lines" USING btree ("order_id");--> statement-breakpoint
CREATE UNIQUE INDEX "order_lines_active_book_idx" ON "order_lines" USING btree ("book_id") WHERE "order_lines"."active";--> statement-breakpoint
CREATE UNIQUE INDEX "orders_number_idx" ON "orders" USING btree ("number");--> statement-breakpoint
CREATE UNIQUE INDEX "orders_public_code_idx" ON "orders" USING btree ("public_code");--> statement-breakpoint
CREATE INDEX "orders_customer_idx" ON "orders" USING btree ("customer_id");--> statement-breakpoint
CREATE INDEX "orders_email_idx" ON "orders" USING btree (lower("email"));--> statement-breakpoint
CREATE INDEX "orders_state_expires_idx" ON "orders" USING btree ("state","expires_at");--> statement-breakpoint
CREATE UNIQUE INDEX "payment_events_key_idx" ON "payment_events" USING btree ("provider","event_key");--> statement-breakpoint
CREATE INDEX "payments_order_idx" ON "payments" USING btree ("order_id");--> statement-breakpoint
CREATE UNIQUE INDEX "payments_provider_ref_idx" ON "payments" USING btree ("provider","provider_ref");--> statement-breakpoint
CREATE INDEX "pudo_locations_carrier_country_idx" ON "pudo_locations" USING btree ("carrier","country");--> statement-breakpoint
CREATE INDEX "pudo_locations_search_idx" ON "pudo_locations" USING gin (f_unaccent(lower("name" || ' ' || "street" || ' ' || "city" || ' ' || "zip")) gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "voucher_redemptions_voucher_idx" ON "voucher_redemptions" USING btree ("voucher_id","customer_key");--> statement-breakpoint
CREATE UNIQUE INDEX "vouchers_code_idx" ON "vouchers" USING btree (upper("code"));--> statement-breakpoint
CREATE INDEX "wallet_entries_customer_idx" ON "wallet_entries" USING btree ("customer_id","currency");
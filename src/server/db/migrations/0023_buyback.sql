CREATE TABLE "bank_locks" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"payout_id" bigint NOT NULL,
	"customer_id" bigint,
	"currency" char(3) NOT NULL,
	"amount_x100" integer NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"released_at" timestamp with time zone,
	CONSTRAINT "bank_locks_amount" CHECK ("bank_locks"."amount_x100" > 0)
);
--> statement-breakpoint
CREATE TABLE "buyback_batch_books" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"batch_id" bigint NOT NULL,
	"lead_item_id" bigint,
	"isbn13" char(13),
	"title" text,
	"mother_id" integer,
	"condition" text NOT NULL,
	"choice" text NOT NULL,
	"quoted_x100" integer NOT NULL,
	"outcome" text DEFAULT 'pending' NOT NULL,
	"accepted_x100" integer,
	"refusal_reason" text,
	CONSTRAINT "buyback_batch_books_outcome" CHECK ("buyback_batch_books"."outcome" in ('pending', 'accepted', 'refused')),
	CONSTRAINT "buyback_batch_books_money" CHECK ("buyback_batch_books"."quoted_x100" >= 0 and ("buyback_batch_books"."accepted_x100" is null or "buyback_batch_books"."accepted_x100" >= 0))
);
--> statement-breakpoint
CREATE TABLE "buyback_batch_events" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"batch_id" bigint NOT NULL,
	"from_state" text,
	"to_state" text NOT NULL,
	"actor_staff_id" bigint,
	"reason" text,
	"at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "buyback_batches" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"state" text DEFAULT 'created' NOT NULL,
	"lead_id" bigint,
	"customer_id" bigint,
	"email" text,
	"locale" text,
	"currency" char(3),
	"carrier" text,
	"service" text,
	"carrier_client" text,
	"carrier_ref" text,
	"tracking_number" text,
	"pickup_date" date,
	"pregenerated" smallint DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "buyback_batches_state" CHECK ("buyback_batches"."state" in ('created', 'sent', 'received', 'processing', 'processed', 'paid_out', 'cancelled'))
);
--> statement-breakpoint
CREATE TABLE "buyback_lead_items" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"lead_id" bigint NOT NULL,
	"position" smallint NOT NULL,
	"input" text NOT NULL,
	"isbn13" char(13),
	"condition" text NOT NULL,
	"choice" text NOT NULL,
	"quantity" smallint DEFAULT 1 NOT NULL,
	"quote" jsonb,
	"unit_price_x100" integer,
	"unit_commission_x100" integer,
	CONSTRAINT "buyback_lead_items_quantity" CHECK ("buyback_lead_items"."quantity" between 1 and 50)
);
--> statement-breakpoint
CREATE TABLE "buyback_lead_photos" (
	"lead_id" bigint PRIMARY KEY NOT NULL,
	"content_type" text NOT NULL,
	"bytes" "bytea" NOT NULL,
	"size" integer NOT NULL,
	"uploaded_at" timestamp with time zone NOT NULL,
	CONSTRAINT "buyback_lead_photos_type" CHECK ("buyback_lead_photos"."content_type" in ('image/png', 'image/jpeg', 'image/webp'))
);
--> statement-breakpoint
CREATE TABLE "buyback_leads" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"token" text NOT NULL,
	"customer_id" bigint,
	"locale" text NOT NULL,
	"currency" char(3) NOT NULL,
	"state" text DEFAULT 'draft' NOT NULL,
	"payout_method" text,
	"bank_account" text,
	"account_holder" text,
	"wallet_bonus_percent" smallint NOT NULL,
	"contact" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"note" text,
	"transport" jsonb,
	"submitted_at" timestamp with time zone,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "buyback_leads_state" CHECK ("buyback_leads"."state" in ('draft', 'submitted', 'cancelled')),
	CONSTRAINT "buyback_leads_payout" CHECK ("buyback_leads"."payout_method" is null or "buyback_leads"."payout_method" in ('wallet', 'bank')),
	CONSTRAINT "buyback_leads_currency" CHECK ("buyback_leads"."currency" in ('CZK', 'EUR'))
);
--> statement-breakpoint
CREATE TABLE "buyback_payouts" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"batch_id" bigint NOT NULL,
	"customer_id" bigint,
	"method" text NOT NULL,
	"state" text NOT NULL,
	"currency" char(3) NOT NULL,
	"books_x100" integer NOT NULL,
	"bonus_x100" integer NOT NULL,
	"debt_settled_x100" integer NOT NULL,
	"net_x100" integer NOT NULL,
	"bank_account" text,
	"account_holder" text,
	"export_id" bigint,
	"created_at" timestamp with time zone NOT NULL,
	"paid_at" timestamp with time zone,
	"exported_at" timestamp with time zone,
	CONSTRAINT "buyback_payouts_money" CHECK ("buyback_payouts"."books_x100" >= 0 and "buyback_payouts"."bonus_x100" >= 0 and "buyback_payouts"."debt_settled_x100" >= 0 and "buyback_payouts"."net_x100" >= 0 and "buyback_payouts"."net_x100" = "buyback_payouts"."books_x100" + "buyback_payouts"."bonus_x100" - "buyback_payouts"."debt_settled_x100"),
	CONSTRAINT "buyback_payouts_bank" CHECK ("buyback_payouts"."method" <> 'bank' or "buyback_payouts"."bank_account" is not null)
);
--> statement-breakpoint
CREATE TABLE "customer_debt_entries" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"customer_id" bigint NOT NULL,
	"currency" char(3) NOT NULL,
	"amount_x100" integer NOT NULL,
	"reason" text NOT NULL,
	"event_key" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "payout_exports" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"format" text NOT NULL,
	"currency" char(3) NOT NULL,
	"count" integer NOT NULL,
	"total_x100" bigint NOT NULL,
	"content" text NOT NULL,
	"actor_staff_id" bigint,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "bank_locks" ADD CONSTRAINT "bank_locks_payout_id_buyback_payouts_id_fk" FOREIGN KEY ("payout_id") REFERENCES "public"."buyback_payouts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bank_locks" ADD CONSTRAINT "bank_locks_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "buyback_batch_books" ADD CONSTRAINT "buyback_batch_books_batch_id_buyback_batches_id_fk" FOREIGN KEY ("batch_id") REFERENCES "public"."buyback_batches"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "buyback_batch_books" ADD CONSTRAINT "buyback_batch_books_lead_item_id_buyback_lead_items_id_fk" FOREIGN KEY ("lead_item_id") REFERENCES "public"."buyback_lead_items"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "buyback_batch_events" ADD CONSTRAINT "buyback_batch_events_batch_id_buyback_batches_id_fk" FOREIGN KEY ("batch_id") REFERENCES "public"."buyback_batches"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "buyback_batches" ADD CONSTRAINT "buyback_batches_lead_id_buyback_leads_id_fk" FOREIGN KEY ("lead_id") REFERENCES "public"."buyback_leads"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "buyback_batches" ADD CONSTRAINT "buyback_batches_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "buyback_lead_items" ADD CONSTRAINT "buyback_lead_items_lead_id_buyback_leads_id_fk" FOREIGN KEY ("lead_id") REFERENCES "public"."buyback_leads"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "buyback_lead_photos" ADD CONSTRAINT "buyback_lead_photos_lead_id_buyback_leads_id_fk" FOREIGN KEY ("lead_id") REFERENCES "public"."buyback_leads"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "buyback_leads" ADD CONSTRAINT "buyback_leads_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "buyback_payouts" ADD CONSTRAINT "buyback_payouts_batch_id_buyback_batches_id_fk" FOREIGN KEY ("batch_id") REFERENCES "public"."buyback_batches"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "buyback_payouts" ADD CONSTRAINT "buyback_payouts_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customer_debt_entries" ADD CONSTRAINT "customer_debt_entries_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "bank_locks_payout_idx" ON "bank_locks" USING btree ("payout_id");--> statement-breakpoint
CREATE INDEX "buyback_batch_books_batch_idx" ON "buyback_batch_books" USING btree ("batch_id");--> statement-breakpoint
CREATE INDEX "buyback_batch_events_batch_idx" ON "buyback_batch_events" USING btree ("batch_id","at");--> statement-breakpoint
CREATE UNIQUE INDEX "buyback_batches_code_idx" ON "buyback_batches" USING btree ("code");--> statement-breakpoint
CREATE UNIQUE INDEX "buyback_batches_lead_idx" ON "buyback_batches" USING btree ("lead_id") WHERE "buyback_batches"."lead_id" is not null;--> statement-breakpoint
CREATE INDEX "buyback_batches_customer_idx" ON "buyback_batches" USING btree ("customer_id","created_at");--> statement-breakpoint
CREATE INDEX "buyback_batches_state_idx" ON "buyback_batches" USING btree ("state","created_at");--> statement-breakpoint
CREATE INDEX "buyback_lead_items_lead_idx" ON "buyback_lead_items" USING btree ("lead_id","position");--> statement-breakpoint
CREATE UNIQUE INDEX "buyback_leads_token_idx" ON "buyback_leads" USING btree ("token");--> statement-breakpoint
CREATE INDEX "buyback_leads_customer_idx" ON "buyback_leads" USING btree ("customer_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "buyback_payouts_batch_idx" ON "buyback_payouts" USING btree ("batch_id");--> statement-breakpoint
CREATE INDEX "buyback_payouts_customer_idx" ON "buyback_payouts" USING btree ("customer_id","created_at");--> statement-breakpoint
CREATE INDEX "buyback_payouts_export_idx" ON "buyback_payouts" USING btree ("currency","created_at") WHERE "buyback_payouts"."method" = 'bank' and "buyback_payouts"."state" = 'locked';--> statement-breakpoint
CREATE INDEX "customer_debt_entries_customer_idx" ON "customer_debt_entries" USING btree ("customer_id","currency");--> statement-breakpoint
CREATE UNIQUE INDEX "customer_debt_entries_event_key_idx" ON "customer_debt_entries" USING btree ("event_key");--> statement-breakpoint
CREATE INDEX "wishlist_items_work_idx" ON "wishlist_items" USING btree ("grandmother_id");
CREATE TABLE "customer_comments" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"customer_id" bigint NOT NULL,
	"body" text NOT NULL,
	"author_staff_id" bigint NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"closed_at" timestamp with time zone,
	"closed_by_staff_id" bigint
);
--> statement-breakpoint
CREATE TABLE "customer_credit_locks" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"customer_id" bigint NOT NULL,
	"currency" char(3) NOT NULL,
	"amount_x100" integer NOT NULL,
	"reason" text NOT NULL,
	"created_by_staff_id" bigint NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"released_at" timestamp with time zone,
	"released_by_staff_id" bigint,
	CONSTRAINT "customer_credit_locks_amount" CHECK ("customer_credit_locks"."amount_x100" > 0)
);
--> statement-breakpoint
CREATE TABLE "customer_journal" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"customer_id" bigint NOT NULL,
	"actor_staff_id" bigint,
	"action" text NOT NULL,
	"details" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "wallet_adjustments" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"customer_id" bigint NOT NULL,
	"currency" char(3) NOT NULL,
	"amount_x100" integer NOT NULL,
	"reason" text NOT NULL,
	"state" text NOT NULL,
	"requested_by_staff_id" bigint NOT NULL,
	"decided_by_staff_id" bigint,
	"wallet_entry_id" bigint,
	"created_at" timestamp with time zone NOT NULL,
	"decided_at" timestamp with time zone,
	CONSTRAINT "wallet_adjustments_amount" CHECK ("wallet_adjustments"."amount_x100" <> 0),
	CONSTRAINT "wallet_adjustments_four_eyes" CHECK ("wallet_adjustments"."decided_by_staff_id" is null or "wallet_adjustments"."decided_by_staff_id" <> "wallet_adjustments"."requested_by_staff_id")
);
--> statement-breakpoint
ALTER TABLE "contact_messages" ADD COLUMN "assigned_staff_id" integer;--> statement-breakpoint
ALTER TABLE "contact_messages" ADD COLUMN "closed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "contact_messages" ADD COLUMN "closed_by_staff_id" integer;--> statement-breakpoint
ALTER TABLE "review_reports" ADD COLUMN "resolved_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "review_reports" ADD COLUMN "resolution" text;--> statement-breakpoint
ALTER TABLE "review_reports" ADD COLUMN "resolved_by_staff_id" bigint;--> statement-breakpoint
ALTER TABLE "reviews" ADD COLUMN "hidden_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "customer_comments" ADD CONSTRAINT "customer_comments_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customer_credit_locks" ADD CONSTRAINT "customer_credit_locks_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customer_journal" ADD CONSTRAINT "customer_journal_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wallet_adjustments" ADD CONSTRAINT "wallet_adjustments_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wallet_adjustments" ADD CONSTRAINT "wallet_adjustments_wallet_entry_id_wallet_entries_id_fk" FOREIGN KEY ("wallet_entry_id") REFERENCES "public"."wallet_entries"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "customer_comments_customer_idx" ON "customer_comments" USING btree ("customer_id");--> statement-breakpoint
CREATE INDEX "customer_credit_locks_customer_idx" ON "customer_credit_locks" USING btree ("customer_id");--> statement-breakpoint
CREATE INDEX "customer_journal_customer_idx" ON "customer_journal" USING btree ("customer_id","created_at");--> statement-breakpoint
CREATE INDEX "wallet_adjustments_customer_idx" ON "wallet_adjustments" USING btree ("customer_id","created_at");--> statement-breakpoint
CREATE INDEX "wallet_adjustments_pending_idx" ON "wallet_adjustments" USING btree ("created_at") WHERE "wallet_adjustments"."state" = 'pending';--> statement-breakpoint
CREATE INDEX "contact_messages_open_idx" ON "contact_messages" USING btree ("created_at") WHERE "contact_messages"."closed_at" is null;--> statement-breakpoint
CREATE INDEX "review_reports_open_idx" ON "review_reports" USING btree ("created_at") WHERE "review_reports"."resolved_at" is null;
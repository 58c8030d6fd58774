-- 0015_order_desk: the order desk's actions (issue 13 item 4, docs/adr/0020-order-desk-actions.md): journal of staff actions, refunds, tags, comments, stored answers of idempotent desk actions, a unique business-event key on wallet movements.
CREATE TABLE "order_comments" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"order_id" bigint NOT NULL,
	"body" text NOT NULL,
	"author_staff_id" bigint NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"closed_at" timestamp with time zone,
	"closed_by_staff_id" bigint
);
--> statement-breakpoint
CREATE TABLE "order_refunds" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"order_id" bigint NOT NULL,
	"amount_x100" integer NOT NULL,
	"currency" char(3) NOT NULL,
	"method" text NOT NULL,
	"state" text NOT NULL,
	"reason" text NOT NULL,
	"order_line_id" bigint,
	"wallet_entry_id" bigint,
	"actor_staff_id" bigint,
	"event_key" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"settled_at" timestamp with time zone,
	CONSTRAINT "order_refunds_amount" CHECK ("order_refunds"."amount_x100" > 0),
	CONSTRAINT "order_refunds_method" CHECK ("order_refunds"."method" in ('wallet', 'provider', 'bank_transfer')),
	CONSTRAINT "order_refunds_state" CHECK ("order_refunds"."state" in ('pending', 'done', 'cancelled'))
);
--> statement-breakpoint
CREATE TABLE "order_tags" (
	"order_id" bigint NOT NULL,
	"tag" text NOT NULL,
	"actor_staff_id" bigint,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "order_tags_pk" PRIMARY KEY("order_id","tag")
);
--> statement-breakpoint
ALTER TABLE "idempotency_keys" ADD COLUMN "response" jsonb;--> statement-breakpoint
ALTER TABLE "order_journal" ADD COLUMN "kind" text DEFAULT 'state' NOT NULL;--> statement-breakpoint
ALTER TABLE "order_journal" ADD COLUMN "actor_staff_id" bigint;--> statement-breakpoint
ALTER TABLE "order_journal" ADD COLUMN "action" text;--> statement-breakpoint
ALTER TABLE "order_journal" ADD COLUMN "details" jsonb;--> statement-breakpoint
ALTER TABLE "order_lines" ADD COLUMN "removed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "order_lines" ADD COLUMN "removed_by_staff_id" bigint;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "merged_into_order_id" bigint;--> statement-breakpoint
ALTER TABLE "wallet_entries" ADD COLUMN "event_key" text;--> statement-breakpoint
ALTER TABLE "order_comments" ADD CONSTRAINT "order_comments_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_refunds" ADD CONSTRAINT "order_refunds_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_refunds" ADD CONSTRAINT "order_refunds_wallet_entry_id_wallet_entries_id_fk" FOREIGN KEY ("wallet_entry_id") REFERENCES "public"."wallet_entries"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_tags" ADD CONSTRAINT "order_tags_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "order_comments_order_idx" ON "order_comments" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "order_comments_open_idx" ON "order_comments" USING btree ("order_id") WHERE "order_comments"."closed_at" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "order_refunds_event_key_idx" ON "order_refunds" USING btree ("event_key");--> statement-breakpoint
CREATE INDEX "order_refunds_order_idx" ON "order_refunds" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "order_refunds_pending_idx" ON "order_refunds" USING btree ("created_at") WHERE "order_refunds"."state" = 'pending';--> statement-breakpoint
CREATE INDEX "order_tags_tag_idx" ON "order_tags" USING btree ("tag");--> statement-breakpoint
CREATE UNIQUE INDEX "wallet_entries_event_key_idx" ON "wallet_entries" USING btree ("event_key") WHERE "wallet_entries"."event_key" is not null;--> statement-breakpoint
ALTER TABLE "order_journal" ADD CONSTRAINT "order_journal_kind" CHECK ("order_journal"."kind" in ('state', 'staff_action', 'payment', 'email', 'refund', 'comment'));
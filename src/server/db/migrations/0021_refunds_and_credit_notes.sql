CREATE SEQUENCE "public"."credit_note_number_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1;--> statement-breakpoint
CREATE TABLE "credit_notes" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"number" text NOT NULL,
	"order_id" bigint NOT NULL,
	"refund_id" bigint NOT NULL,
	"invoice_number" text NOT NULL,
	"locale" text NOT NULL,
	"currency" char(3) NOT NULL,
	"amount_x100" integer NOT NULL,
	"data" jsonb NOT NULL,
	"issued_at" timestamp with time zone NOT NULL,
	"actor_staff_id" bigint,
	CONSTRAINT "credit_notes_amount" CHECK ("credit_notes"."amount_x100" > 0)
);
--> statement-breakpoint
CREATE TABLE "invoice_documents" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"order_id" bigint NOT NULL,
	"version" integer NOT NULL,
	"number" text NOT NULL,
	"data" jsonb NOT NULL,
	"reason" text,
	"issued_at" timestamp with time zone NOT NULL,
	"actor_staff_id" bigint,
	CONSTRAINT "invoice_documents_version" CHECK ("invoice_documents"."version" >= 1)
);
--> statement-breakpoint
ALTER TABLE "order_refunds" DROP CONSTRAINT "order_refunds_state";--> statement-breakpoint
ALTER TABLE "order_refunds" ADD COLUMN "provider" text;--> statement-breakpoint
ALTER TABLE "order_refunds" ADD COLUMN "payment_id" bigint;--> statement-breakpoint
ALTER TABLE "order_refunds" ADD COLUMN "provider_ref" text;--> statement-breakpoint
ALTER TABLE "order_refunds" ADD COLUMN "attempts" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "order_refunds" ADD COLUMN "attempted_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "order_refunds" ADD COLUMN "error_code" text;--> statement-breakpoint
ALTER TABLE "order_refunds" ADD COLUMN "error_message" text;--> statement-breakpoint
ALTER TABLE "order_refunds" ADD COLUMN "bank_account" text;--> statement-breakpoint
ALTER TABLE "order_refunds" ADD COLUMN "exported_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "order_refunds" ADD COLUMN "export_key" text;--> statement-breakpoint
ALTER TABLE "order_refunds" ADD COLUMN "sent_by_staff_id" bigint;--> statement-breakpoint
ALTER TABLE "credit_notes" ADD CONSTRAINT "credit_notes_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "credit_notes" ADD CONSTRAINT "credit_notes_refund_id_order_refunds_id_fk" FOREIGN KEY ("refund_id") REFERENCES "public"."order_refunds"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoice_documents" ADD CONSTRAINT "invoice_documents_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "credit_notes_number_idx" ON "credit_notes" USING btree ("number");--> statement-breakpoint
CREATE UNIQUE INDEX "credit_notes_refund_idx" ON "credit_notes" USING btree ("refund_id");--> statement-breakpoint
CREATE INDEX "credit_notes_order_idx" ON "credit_notes" USING btree ("order_id");--> statement-breakpoint
CREATE UNIQUE INDEX "invoice_documents_version_idx" ON "invoice_documents" USING btree ("order_id","version");--> statement-breakpoint
CREATE UNIQUE INDEX "invoice_documents_number_idx" ON "invoice_documents" USING btree ("number");--> statement-breakpoint
CREATE INDEX "order_refunds_bank_export_idx" ON "order_refunds" USING btree ("settled_at") WHERE "order_refunds"."method" = 'bank_transfer' and "order_refunds"."state" = 'done' and "order_refunds"."exported_at" is null;--> statement-breakpoint
ALTER TABLE "order_refunds" ADD CONSTRAINT "order_refunds_state" CHECK ("order_refunds"."state" in ('pending', 'processing', 'failed', 'done', 'cancelled'));
-- 0012_abuse_guards (issue 11, docs/adr/0012): where an order came from (caps on copies held by
-- unpaid orders), the one-click confirmation of orders from unverified addresses, and the
-- order-verification desk's queue.
ALTER TABLE "orders" ADD COLUMN "client_ip" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "device_id" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "confirm_token_hash" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "confirmed_at" timestamp with time zone;--> statement-breakpoint
CREATE UNIQUE INDEX "orders_confirm_token_idx" ON "orders" USING btree ("confirm_token_hash");--> statement-breakpoint
CREATE INDEX "orders_client_ip_idx" ON "orders" USING btree ("client_ip");--> statement-breakpoint
CREATE INDEX "orders_device_idx" ON "orders" USING btree ("device_id");--> statement-breakpoint
CREATE TABLE "order_reviews" (
	"order_id" bigint NOT NULL,
	"reason" text NOT NULL,
	"detail" jsonb,
	"created_at" timestamp with time zone NOT NULL,
	"resolved_at" timestamp with time zone,
	CONSTRAINT "order_reviews_pk" PRIMARY KEY("order_id","reason")
);
--> statement-breakpoint
ALTER TABLE "order_reviews" ADD CONSTRAINT "order_reviews_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "order_reviews_open_idx" ON "order_reviews" USING btree ("created_at") WHERE "order_reviews"."resolved_at" is null;

CREATE TABLE "order_fulfilment" (
	"order_id" bigint PRIMARY KEY NOT NULL,
	"stage" text NOT NULL,
	"holder_staff_id" bigint NOT NULL,
	"since" timestamp with time zone NOT NULL,
	"scanned_book_ids" bigint[] DEFAULT '{}'::bigint[] NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "order_fulfilment_stage" CHECK ("order_fulfilment"."stage" in ('picking', 'packing'))
);
--> statement-breakpoint
CREATE TABLE "sandbox_parcels" (
	"tracking_number" text PRIMARY KEY NOT NULL,
	"status" text DEFAULT 'accepted' NOT NULL,
	"cod_x100" integer DEFAULT 0 NOT NULL,
	"cod_collected" text DEFAULT 'no' NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "shipment_log" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"shipment_id" bigint NOT NULL,
	"event" text NOT NULL,
	"state" text NOT NULL,
	"carrier_status" text,
	"actor_staff_id" bigint,
	"details" jsonb,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "shipments" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"order_id" bigint NOT NULL,
	"carrier" text NOT NULL,
	"client" text NOT NULL,
	"carrier_ref" text NOT NULL,
	"tracking_number" text NOT NULL,
	"state" text NOT NULL,
	"cod_x100" integer DEFAULT 0 NOT NULL,
	"currency" char(3) NOT NULL,
	"cod_collected_at" timestamp with time zone,
	"label_data" jsonb NOT NULL,
	"created_by_staff_id" bigint,
	"created_at" timestamp with time zone NOT NULL,
	"shipped_at" timestamp with time zone,
	"delivered_at" timestamp with time zone,
	"returned_at" timestamp with time zone,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "shipments_state" CHECK ("shipments"."state" in ('created', 'shipped', 'delivered', 'returned')),
	CONSTRAINT "shipments_cod" CHECK ("shipments"."cod_x100" >= 0)
);
--> statement-breakpoint
ALTER TABLE "order_fulfilment" ADD CONSTRAINT "order_fulfilment_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shipment_log" ADD CONSTRAINT "shipment_log_shipment_id_shipments_id_fk" FOREIGN KEY ("shipment_id") REFERENCES "public"."shipments"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shipments" ADD CONSTRAINT "shipments_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "order_fulfilment_holder_idx" ON "order_fulfilment" USING btree ("holder_staff_id");--> statement-breakpoint
CREATE INDEX "shipment_log_shipment_idx" ON "shipment_log" USING btree ("shipment_id");--> statement-breakpoint
CREATE INDEX "shipments_order_idx" ON "shipments" USING btree ("order_id");--> statement-breakpoint
CREATE UNIQUE INDEX "shipments_carrier_tracking_idx" ON "shipments" USING btree ("carrier","tracking_number");--> statement-breakpoint
CREATE UNIQUE INDEX "shipments_live_per_order_idx" ON "shipments" USING btree ("order_id","carrier") WHERE "shipments"."state" <> 'returned';--> statement-breakpoint
CREATE INDEX "shipments_open_idx" ON "shipments" USING btree ("state") WHERE "shipments"."state" in ('created', 'shipped');
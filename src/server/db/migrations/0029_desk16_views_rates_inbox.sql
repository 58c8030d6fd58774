CREATE TABLE "commission_copy_view_keys" (
	"book_id" bigint NOT NULL,
	"day" date NOT NULL,
	"visitor_digest" char(32) NOT NULL,
	CONSTRAINT "commission_copy_view_keys_book_id_day_visitor_digest_pk" PRIMARY KEY("book_id","day","visitor_digest")
);
--> statement-breakpoint
CREATE TABLE "commission_exchange_rates" (
	"valid_from" date PRIMARY KEY NOT NULL,
	"czk_per_eur_milli" integer NOT NULL,
	"created_by_staff_id" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "commission_exchange_rates_rate" CHECK ("commission_exchange_rates"."czk_per_eur_milli" between 1000 and 100000)
);
--> statement-breakpoint
CREATE TABLE "commission_view_salts" (
	"day" date PRIMARY KEY NOT NULL,
	"salt" char(64) NOT NULL
);
--> statement-breakpoint
CREATE TABLE "contact_message_journal" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"message_id" integer NOT NULL,
	"actor_staff_id" bigint,
	"action" text NOT NULL,
	"details" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE INDEX "commission_copy_view_keys_day_idx" ON "commission_copy_view_keys" USING btree ("day");--> statement-breakpoint
CREATE INDEX "contact_message_journal_message_idx" ON "contact_message_journal" USING btree ("message_id","created_at");--> statement-breakpoint
INSERT INTO "commission_exchange_rates" ("valid_from", "czk_per_eur_milli") VALUES ('2000-01-01', 25000) ON CONFLICT DO NOTHING;

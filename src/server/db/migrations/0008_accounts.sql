-- 0008_accounts: login (passcode, magic link, Google/Seznam), the account area and saved filters (issue 5).
ALTER TABLE "customers" ADD COLUMN "identification_level" text DEFAULT 'submit_email' NOT NULL;--> statement-breakpoint
ALTER TABLE "customers" ADD COLUMN "kind" text DEFAULT 'non-buyer' NOT NULL;--> statement-breakpoint
ALTER TABLE "customers" ADD COLUMN "email_verified_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "customers" ADD COLUMN "phone_prefix" text;--> statement-breakpoint
ALTER TABLE "customers" ADD COLUMN "nickname" text;--> statement-breakpoint
ALTER TABLE "customers" ADD COLUMN "bank_account" text;--> statement-breakpoint
ALTER TABLE "customers" ADD COLUMN "notify_order_updates" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "customers" ADD COLUMN "notify_watchdogs" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "customers" ADD COLUMN "notify_newsletter" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "customers" ADD COLUMN "filter_languages" integer[];--> statement-breakpoint
ALTER TABLE "customers" ADD COLUMN "deleted_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "customers" ADD CONSTRAINT "customers_identification_level" CHECK ("identification_level" in ('anonymous', 'submit_email', 'identified_by_scan_qr_code', 'full_login'));--> statement-breakpoint
ALTER TABLE "customers" ADD CONSTRAINT "customers_kind" CHECK ("kind" in ('supplier', 'buyer', 'non-buyer', 'buyer_supplier'));--> statement-breakpoint
CREATE UNIQUE INDEX "customers_nickname_idx" ON "customers" USING btree (lower("nickname")) WHERE "nickname" is not null;--> statement-breakpoint
ALTER TABLE "customer_sessions" ADD COLUMN "user_agent" text;--> statement-breakpoint
ALTER TABLE "customer_sessions" ADD COLUMN "last_seen_at" timestamp with time zone;--> statement-breakpoint
CREATE TABLE "login_challenges" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"email" text NOT NULL,
	"secret_hash" text NOT NULL,
	"locale" text NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"consumed_at" timestamp with time zone,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "login_challenges_kind" CHECK ("kind" in ('code', 'link'))
);
--> statement-breakpoint
CREATE INDEX "login_challenges_email_idx" ON "login_challenges" USING btree ("kind", lower("email"), "created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "login_challenges_secret_idx" ON "login_challenges" USING btree ("secret_hash") WHERE "kind" = 'link';--> statement-breakpoint
CREATE TABLE "customer_identities" (
	"provider" text NOT NULL,
	"subject" text NOT NULL,
	"customer_id" bigint NOT NULL,
	"email" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "customer_identities_pk" PRIMARY KEY("provider", "subject"),
	CONSTRAINT "customer_identities_customer_fk" FOREIGN KEY ("customer_id") REFERENCES "customers"("id") ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX "customer_identities_customer_idx" ON "customer_identities" USING btree ("customer_id");--> statement-breakpoint
CREATE TABLE "customer_addresses" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"customer_id" bigint NOT NULL,
	"name" text NOT NULL,
	"street" text NOT NULL,
	"city" text NOT NULL,
	"zip" text NOT NULL,
	"country" char(2) NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "customer_addresses_customer_fk" FOREIGN KEY ("customer_id") REFERENCES "customers"("id") ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX "customer_addresses_customer_idx" ON "customer_addresses" USING btree ("customer_id");

CREATE TABLE "commission_access_tokens" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"account_id" bigint NOT NULL,
	"token_digest" text NOT NULL,
	"purpose" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"revoked_at" timestamp with time zone,
	CONSTRAINT "commission_access_tokens_digest" CHECK ("commission_access_tokens"."token_digest" ~ '^[0-9a-f]{64}$')
);
--> statement-breakpoint
CREATE TABLE "commission_accounts" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"customer_id" bigint NOT NULL,
	"locale" text NOT NULL,
	"currency" char(3) NOT NULL,
	"public_token" text NOT NULL,
	"payout_method" text DEFAULT 'wallet' NOT NULL,
	"bank_account" text,
	"account_holder" text,
	"auto_payout_threshold_x100" integer,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "commission_accounts_currency" CHECK ("commission_accounts"."currency" in ('CZK', 'EUR')),
	CONSTRAINT "commission_accounts_payout" CHECK ("commission_accounts"."payout_method" in ('wallet', 'bank')),
	CONSTRAINT "commission_accounts_threshold" CHECK ("commission_accounts"."auto_payout_threshold_x100" is null or "commission_accounts"."auto_payout_threshold_x100" > 0)
);
--> statement-breakpoint
CREATE TABLE "commission_copies" (
	"book_id" bigint PRIMARY KEY NOT NULL,
	"account_id" bigint NOT NULL,
	"share_percent" smallint NOT NULL,
	"min_price_x100" integer NOT NULL,
	"listed_at" timestamp with time zone NOT NULL,
	"listing_ends_at" timestamp with time zone NOT NULL,
	"offer_state" text,
	"offer_deadline" timestamp with time zone,
	"offer_choice" text,
	"price_changes" smallint DEFAULT 0 NOT NULL,
	"views" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "commission_copies_share" CHECK ("commission_copies"."share_percent" between 1 and 99),
	CONSTRAINT "commission_copies_offer" CHECK ("commission_copies"."offer_state" is null or "commission_copies"."offer_state" in ('listing_ended', 'chosen', 'lapsed')),
	CONSTRAINT "commission_copies_choice" CHECK ("commission_copies"."offer_choice" is null or "commission_copies"."offer_choice" in ('return', 'donate', 'reprice'))
);
--> statement-breakpoint
CREATE TABLE "commission_events" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"account_id" bigint NOT NULL,
	"kind" text NOT NULL,
	"actor" text NOT NULL,
	"actor_staff_id" bigint,
	"before" jsonb,
	"after" jsonb,
	"at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "commission_ledger_entries" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"account_id" bigint NOT NULL,
	"event_key" text NOT NULL,
	"book" text NOT NULL,
	"kind" text NOT NULL,
	"amount_x100" integer NOT NULL,
	"currency" char(3) NOT NULL,
	"order_id" bigint,
	"order_line_id" bigint,
	"book_id" bigint,
	"payout_id" bigint,
	"price_x100" integer,
	"share_percent" smallint,
	"memo" text,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "commission_ledger_book" CHECK ("commission_ledger_entries"."book" in ('seller', 'sales', 'payout_pending', 'paid_out', 'fees'))
);
--> statement-breakpoint
CREATE TABLE "commission_payouts" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"account_id" bigint NOT NULL,
	"method" text NOT NULL,
	"state" text DEFAULT 'requested' NOT NULL,
	"amount_x100" integer NOT NULL,
	"currency" char(3) NOT NULL,
	"bank_account" text,
	"account_holder" text,
	"automatic" boolean DEFAULT false NOT NULL,
	"buyback_payout_id" bigint,
	"requested_at" timestamp with time zone NOT NULL,
	"decided_at" timestamp with time zone,
	"decided_by_staff_id" bigint,
	"reason" text,
	CONSTRAINT "commission_payouts_amount" CHECK ("commission_payouts"."amount_x100" > 0),
	CONSTRAINT "commission_payouts_state" CHECK ("commission_payouts"."state" in ('requested', 'approved', 'rejected')),
	CONSTRAINT "commission_payouts_bank" CHECK ("commission_payouts"."method" <> 'bank' or "commission_payouts"."bank_account" is not null)
);
--> statement-breakpoint
ALTER TABLE "buyback_payouts" ALTER COLUMN "batch_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "buyback_payouts" ADD COLUMN "commission_payout_id" bigint;--> statement-breakpoint
ALTER TABLE "commission_access_tokens" ADD CONSTRAINT "commission_access_tokens_account_id_commission_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."commission_accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "commission_accounts" ADD CONSTRAINT "commission_accounts_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "commission_copies" ADD CONSTRAINT "commission_copies_book_id_books_id_fk" FOREIGN KEY ("book_id") REFERENCES "public"."books"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "commission_copies" ADD CONSTRAINT "commission_copies_account_id_commission_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."commission_accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "commission_events" ADD CONSTRAINT "commission_events_account_id_commission_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."commission_accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "commission_ledger_entries" ADD CONSTRAINT "commission_ledger_entries_account_id_commission_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."commission_accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "commission_payouts" ADD CONSTRAINT "commission_payouts_account_id_commission_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."commission_accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "commission_payouts" ADD CONSTRAINT "commission_payouts_buyback_payout_id_buyback_payouts_id_fk" FOREIGN KEY ("buyback_payout_id") REFERENCES "public"."buyback_payouts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "commission_access_tokens_digest_idx" ON "commission_access_tokens" USING btree ("token_digest");--> statement-breakpoint
CREATE INDEX "commission_access_tokens_account_idx" ON "commission_access_tokens" USING btree ("account_id");--> statement-breakpoint
CREATE UNIQUE INDEX "commission_accounts_customer_idx" ON "commission_accounts" USING btree ("customer_id");--> statement-breakpoint
CREATE UNIQUE INDEX "commission_accounts_public_token_idx" ON "commission_accounts" USING btree ("public_token");--> statement-breakpoint
CREATE INDEX "commission_copies_account_idx" ON "commission_copies" USING btree ("account_id");--> statement-breakpoint
CREATE INDEX "commission_events_account_idx" ON "commission_events" USING btree ("account_id","at");--> statement-breakpoint
CREATE UNIQUE INDEX "commission_ledger_event_book_idx" ON "commission_ledger_entries" USING btree ("event_key","book");--> statement-breakpoint
CREATE INDEX "commission_ledger_account_idx" ON "commission_ledger_entries" USING btree ("account_id","created_at");--> statement-breakpoint
CREATE INDEX "commission_payouts_account_idx" ON "commission_payouts" USING btree ("account_id","requested_at");--> statement-breakpoint
CREATE INDEX "commission_payouts_state_idx" ON "commission_payouts" USING btree ("state","requested_at");--> statement-breakpoint
CREATE UNIQUE INDEX "commission_payouts_open_idx" ON "commission_payouts" USING btree ("account_id") WHERE "commission_payouts"."state" = 'requested';--> statement-breakpoint
CREATE UNIQUE INDEX "buyback_payouts_commission_idx" ON "buyback_payouts" USING btree ("commission_payout_id") WHERE "buyback_payouts"."commission_payout_id" is not null;--> statement-breakpoint
ALTER TABLE "buyback_payouts" ADD CONSTRAINT "buyback_payouts_source" CHECK (("buyback_payouts"."batch_id" is null) <> ("buyback_payouts"."commission_payout_id" is null));--> statement-breakpoint
-- Hand-written (docs/adr/0030): the rows of one commission ledger event sum to zero, checked at commit.
CREATE FUNCTION commission_ledger_balanced() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF (SELECT coalesce(sum(amount_x100), 0) FROM commission_ledger_entries WHERE event_key = NEW.event_key) <> 0 THEN
    RAISE EXCEPTION 'commission ledger event % does not balance', NEW.event_key USING ERRCODE = '23514';
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER commission_ledger_balanced AFTER INSERT ON commission_ledger_entries
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION commission_ledger_balanced();

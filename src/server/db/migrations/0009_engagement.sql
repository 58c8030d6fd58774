-- 0009_engagement: wishlists, watchdogs and reviews (issue 5). Matching design: docs/adr/0008-watchdog-matching.md
CREATE TABLE "wishlist_items" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"customer_id" bigint NOT NULL,
	"kind" text NOT NULL,
	"book_id" bigint,
	"grandmother_id" integer NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "wishlist_items_kind" CHECK ("kind" in ('book', 'work') and (("kind" = 'book') = ("book_id" is not null)))
);
--> statement-breakpoint
CREATE TABLE "wishlist_links" (
	"id" text PRIMARY KEY NOT NULL,
	"customer_id" bigint NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"revoked_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "watchdogs" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"customer_id" bigint NOT NULL,
	"kind" text NOT NULL,
	"grandmother_id" integer,
	"mother_id" integer,
	"author_ids" integer[],
	"category_ids" integer[],
	"tsquery" text,
	"condition_ids" smallint[],
	"language_ids" smallint[],
	"binding_ids" smallint[],
	"year_min" smallint,
	"year_max" smallint,
	"max_price_x100" integer,
	"currency" char(3) NOT NULL,
	"filters" jsonb NOT NULL,
	"label" text NOT NULL,
	"locale" text NOT NULL,
	"removal_token" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "watchdogs_kind" CHECK ("kind" in ('work', 'edition', 'author', 'filter')),
	CONSTRAINT "watchdogs_currency" CHECK ("currency" in ('CZK', 'EUR'))
);
--> statement-breakpoint
CREATE TABLE "watchdog_keys" (
	"key" text NOT NULL,
	"watchdog_id" bigint NOT NULL,
	CONSTRAINT "watchdog_keys_pk" PRIMARY KEY("key","watchdog_id")
);
--> statement-breakpoint
CREATE TABLE "watchdog_runs" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"window_from" timestamp with time zone NOT NULL,
	"window_to" timestamp with time zone NOT NULL,
	"started_at" timestamp with time zone NOT NULL,
	"finished_at" timestamp with time zone,
	"copies" integer DEFAULT 0 NOT NULL,
	"matches" integer DEFAULT 0 NOT NULL,
	"mails" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "watchdog_notifications" (
	"customer_id" bigint NOT NULL,
	"book_id" bigint NOT NULL,
	"watchdog_id" bigint,
	"run_id" bigint NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"mailed_at" timestamp with time zone,
	CONSTRAINT "watchdog_notifications_pk" PRIMARY KEY("customer_id","book_id")
);
--> statement-breakpoint
CREATE TABLE "reviews" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"customer_id" bigint NOT NULL,
	"grandmother_id" integer NOT NULL,
	"rating" smallint NOT NULL,
	"body" text NOT NULL,
	"locale" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "reviews_rating" CHECK ("rating" between 1 and 5)
);
--> statement-breakpoint
CREATE TABLE "review_reports" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"review_id" bigint NOT NULL,
	"customer_id" bigint NOT NULL,
	"reason" text NOT NULL,
	"note" text,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "work_rating_imports" (
	"grandmother_id" integer PRIMARY KEY NOT NULL,
	"rating_count" integer NOT NULL,
	"rating_sum" numeric(14, 2) NOT NULL
);
--> statement-breakpoint
ALTER TABLE "wishlist_items" ADD CONSTRAINT "wishlist_items_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wishlist_items" ADD CONSTRAINT "wishlist_items_book_id_books_id_fk" FOREIGN KEY ("book_id") REFERENCES "public"."books"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wishlist_items" ADD CONSTRAINT "wishlist_items_grandmother_id_grandmothers_id_fk" FOREIGN KEY ("grandmother_id") REFERENCES "public"."grandmothers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wishlist_links" ADD CONSTRAINT "wishlist_links_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "watchdogs" ADD CONSTRAINT "watchdogs_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "watchdog_keys" ADD CONSTRAINT "watchdog_keys_watchdog_id_watchdogs_id_fk" FOREIGN KEY ("watchdog_id") REFERENCES "public"."watchdogs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "watchdog_notifications" ADD CONSTRAINT "watchdog_notifications_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "watchdog_notifications" ADD CONSTRAINT "watchdog_notifications_watchdog_id_watchdogs_id_fk" FOREIGN KEY ("watchdog_id") REFERENCES "public"."watchdogs"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_grandmother_id_grandmothers_id_fk" FOREIGN KEY ("grandmother_id") REFERENCES "public"."grandmothers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "review_reports" ADD CONSTRAINT "review_reports_review_id_reviews_id_fk" FOREIGN KEY ("review_id") REFERENCES "public"."reviews"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "review_reports" ADD CONSTRAINT "review_reports_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "wishlist_items_book_uq" ON "wishlist_items" USING btree ("customer_id","book_id") WHERE "book_id" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "wishlist_items_work_uq" ON "wishlist_items" USING btree ("customer_id","grandmother_id") WHERE "kind" = 'work';--> statement-breakpoint
CREATE INDEX "wishlist_items_customer_idx" ON "wishlist_items" USING btree ("customer_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "wishlist_links_active_uq" ON "wishlist_links" USING btree ("customer_id") WHERE "revoked_at" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "watchdogs_removal_token_uq" ON "watchdogs" USING btree ("removal_token");--> statement-breakpoint
CREATE INDEX "watchdogs_customer_idx" ON "watchdogs" USING btree ("customer_id","id");--> statement-breakpoint
CREATE INDEX "watchdog_keys_watchdog_idx" ON "watchdog_keys" USING btree ("watchdog_id");--> statement-breakpoint
CREATE INDEX "watchdog_notifications_pending_idx" ON "watchdog_notifications" USING btree ("run_id") WHERE "mailed_at" is null;--> statement-breakpoint
CREATE INDEX "watchdog_notifications_watchdog_idx" ON "watchdog_notifications" USING btree ("watchdog_id");--> statement-breakpoint
CREATE UNIQUE INDEX "reviews_customer_work_uq" ON "reviews" USING btree ("customer_id","grandmother_id");--> statement-breakpoint
CREATE INDEX "reviews_work_idx" ON "reviews" USING btree ("grandmother_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE UNIQUE INDEX "review_reports_reporter_uq" ON "review_reports" USING btree ("review_id","customer_id");

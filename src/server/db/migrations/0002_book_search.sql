CREATE TABLE "book_search" (
	"book_id" bigint PRIMARY KEY NOT NULL,
	"grandmother_id" integer NOT NULL,
	"mother_id" integer NOT NULL,
	"state" text NOT NULL,
	"condition_id" smallint NOT NULL,
	"language_id" smallint NOT NULL,
	"binding_id" smallint,
	"publisher_id" integer,
	"year" smallint,
	"price_czk_x100" integer NOT NULL,
	"price_eur_x100" integer NOT NULL,
	"rating" numeric(3, 2),
	"seller_user_hash" text,
	"added_at" timestamp with time zone NOT NULL,
	"first_stocked_at" timestamp with time zone,
	"restocked_at" timestamp with time zone,
	"category_ids" integer[] DEFAULT '{}' NOT NULL,
	"author_ids" integer[] DEFAULT '{}' NOT NULL,
	"series_ids" integer[] DEFAULT '{}' NOT NULL,
	"title" text NOT NULL,
	"search_doc" "tsvector" NOT NULL
);
--> statement-breakpoint
CREATE TABLE "listing_facet_cache" (
	"key" text PRIMARY KEY NOT NULL,
	"payload" jsonb NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE INDEX "book_search_categories_gin" ON "book_search" USING gin ("category_ids");--> statement-breakpoint
CREATE INDEX "book_search_authors_gin" ON "book_search" USING gin ("author_ids");--> statement-breakpoint
CREATE INDEX "book_search_series_gin" ON "book_search" USING gin ("series_ids");--> statement-breakpoint
CREATE INDEX "book_search_doc_gin" ON "book_search" USING gin ("search_doc");--> statement-breakpoint
CREATE INDEX "book_search_mother_idx" ON "book_search" USING btree ("mother_id");--> statement-breakpoint
CREATE INDEX "book_search_seller_idx" ON "book_search" USING btree ("seller_user_hash");--> statement-breakpoint
CREATE INDEX "book_search_new_idx" ON "book_search" USING btree ("added_at" DESC NULLS LAST,"book_id" DESC NULLS LAST) WHERE state = 'in_stock';--> statement-breakpoint
CREATE INDEX "book_search_price_czk_idx" ON "book_search" USING btree ("price_czk_x100","book_id") WHERE state = 'in_stock';--> statement-breakpoint
CREATE INDEX "book_search_price_eur_idx" ON "book_search" USING btree ("price_eur_x100","book_id") WHERE state = 'in_stock';--> statement-breakpoint
CREATE INDEX "book_search_year_idx" ON "book_search" USING btree ("year","book_id") WHERE state = 'in_stock';--> statement-breakpoint
CREATE INDEX "book_search_first_stocked_idx" ON "book_search" USING btree ("first_stocked_at" DESC NULLS LAST,"book_id" DESC NULLS LAST) WHERE state = 'in_stock';--> statement-breakpoint
CREATE INDEX "book_search_restocked_idx" ON "book_search" USING btree ("restocked_at" DESC NULLS LAST,"book_id" DESC NULLS LAST) WHERE state = 'in_stock';--> statement-breakpoint
CREATE INDEX "book_search_rating_idx" ON "book_search" USING btree ("rating" DESC NULLS LAST,"book_id" DESC NULLS LAST) WHERE state = 'in_stock';--> statement-breakpoint
CREATE INDEX "book_search_language_idx" ON "book_search" USING btree ("language_id") WHERE state = 'in_stock';
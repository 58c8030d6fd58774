CREATE TABLE "catalogue_merges" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"from_id" integer NOT NULL,
	"to_id" integer NOT NULL,
	"actor_staff_id" bigint,
	"at" timestamp with time zone NOT NULL,
	CONSTRAINT "catalogue_merges_kind" CHECK ("catalogue_merges"."kind" in ('work', 'author')),
	CONSTRAINT "catalogue_merges_distinct" CHECK ("catalogue_merges"."from_id" <> "catalogue_merges"."to_id")
);
--> statement-breakpoint
CREATE TABLE "intake_book_events" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"batch_book_id" bigint NOT NULL,
	"from_outcome" text,
	"to_outcome" text NOT NULL,
	"actor_staff_id" bigint,
	"data" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "intake_photos" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"batch_book_id" bigint NOT NULL,
	"book_id" bigint,
	"content_type" text NOT NULL,
	"bytes" "bytea" NOT NULL,
	"width" integer NOT NULL,
	"height" integer NOT NULL,
	"size" integer NOT NULL,
	"position" smallint DEFAULT 0 NOT NULL,
	"actor_staff_id" bigint,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "intake_photos_type" CHECK ("intake_photos"."content_type" in ('image/jpeg', 'image/webp'))
);
--> statement-breakpoint
ALTER TABLE "buyback_batch_books" ADD COLUMN "condition_id" smallint;--> statement-breakpoint
ALTER TABLE "buyback_batch_books" ADD COLUMN "defects" jsonb;--> statement-breakpoint
ALTER TABLE "buyback_batch_books" ADD COLUMN "note" text;--> statement-breakpoint
ALTER TABLE "buyback_batch_books" ADD COLUMN "book_id" bigint;--> statement-breakpoint
ALTER TABLE "buyback_batch_books" ADD COLUMN "reclaim_option" text;--> statement-breakpoint
ALTER TABLE "buyback_batch_books" ADD COLUMN "reclaim_fee_x100" integer;--> statement-breakpoint
ALTER TABLE "buyback_batch_books" ADD COLUMN "reclaim_until" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "buyback_batch_books" ADD COLUMN "decided_by" bigint;--> statement-breakpoint
ALTER TABLE "buyback_batch_books" ADD COLUMN "decided_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "intake_book_events" ADD CONSTRAINT "intake_book_events_batch_book_id_buyback_batch_books_id_fk" FOREIGN KEY ("batch_book_id") REFERENCES "public"."buyback_batch_books"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "intake_photos" ADD CONSTRAINT "intake_photos_batch_book_id_buyback_batch_books_id_fk" FOREIGN KEY ("batch_book_id") REFERENCES "public"."buyback_batch_books"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "intake_photos" ADD CONSTRAINT "intake_photos_book_id_books_id_fk" FOREIGN KEY ("book_id") REFERENCES "public"."books"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "catalogue_merges_from_idx" ON "catalogue_merges" USING btree ("kind","from_id");--> statement-breakpoint
CREATE INDEX "intake_book_events_book_idx" ON "intake_book_events" USING btree ("batch_book_id","at");--> statement-breakpoint
CREATE INDEX "intake_photos_batch_book_idx" ON "intake_photos" USING btree ("batch_book_id","position");--> statement-breakpoint
CREATE INDEX "intake_photos_book_idx" ON "intake_photos" USING btree ("book_id","position") WHERE "intake_photos"."book_id" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "buyback_batch_books_book_idx" ON "buyback_batch_books" USING btree ("book_id") WHERE "buyback_batch_books"."book_id" is not null;--> statement-breakpoint
ALTER TABLE "buyback_batch_books" ADD CONSTRAINT "buyback_batch_books_reclaim" CHECK ("buyback_batch_books"."reclaim_option" is null or "buyback_batch_books"."reclaim_option" in ('return', 'donate'));
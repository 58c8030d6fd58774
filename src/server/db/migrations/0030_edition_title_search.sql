ALTER TABLE "mothers" ADD COLUMN "title_search" text GENERATED ALWAYS AS (f_unaccent(lower(title))) STORED;--> statement-breakpoint
CREATE INDEX "mothers_language_title_prefix" ON "mothers" USING btree ("language_id","title_search" collate "C","id");--> statement-breakpoint
CREATE INDEX "mothers_title_trgm" ON "mothers" USING gin ("title_search" gin_trgm_ops);
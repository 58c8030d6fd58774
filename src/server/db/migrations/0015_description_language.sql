-- The language a work's description is written in: a shop writes one text per work, and a
-- storefront in another language shows it marked with its language (lang attribute and a label).
ALTER TABLE "grandmothers" ADD COLUMN "description_language_id" smallint;--> statement-breakpoint
ALTER TABLE "grandmothers" ADD CONSTRAINT "grandmothers_description_language_id_languages_id_fk" FOREIGN KEY ("description_language_id") REFERENCES "public"."languages"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
-- Existing descriptions: the language of the work's first edition (the demo seed writes them so).
UPDATE "grandmothers" g SET "description_language_id" = (
  SELECT m."language_id" FROM "mothers" m WHERE m."grandmother_id" = g."id" ORDER BY m."id" LIMIT 1
) WHERE g."description" IS NOT NULL;

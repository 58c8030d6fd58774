-- 0010_public_profiles: the public profile /user/[userHash] (issue 5). The hash is 9 random hex
-- characters (SPEC §3: user 8-9 letters or digits), the same shape as the catalogue's user filter.
ALTER TABLE "customers" ADD COLUMN "public_hash" text;--> statement-breakpoint
UPDATE "customers" SET "public_hash" = substr(md5(random()::text || "id"::text || clock_timestamp()::text), 1, 9) WHERE "public_hash" IS NULL;--> statement-breakpoint
ALTER TABLE "customers" ALTER COLUMN "public_hash" SET DEFAULT substr(md5(random()::text || clock_timestamp()::text), 1, 9);--> statement-breakpoint
ALTER TABLE "customers" ALTER COLUMN "public_hash" SET NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "customers_public_hash_idx" ON "customers" USING btree ("public_hash");--> statement-breakpoint
ALTER TABLE "customers" ADD COLUMN "wishlist_public" boolean DEFAULT false NOT NULL;

-- 0013_nickname_skeletons: the Unicode skeleton (UTS #39) of each nickname, so a look-alike ("pаypal" with a Cyrillic а) counts as taken (issue 11).
-- Computed by the app (src/server/modules/accounts/nickname-skeleton.ts); rows from before are filled in by the app on the next nickname check.
ALTER TABLE "customers" ADD COLUMN "nickname_skeleton" text;--> statement-breakpoint
CREATE INDEX "customers_nickname_skeleton_idx" ON "customers" USING btree ("nickname_skeleton") WHERE "nickname_skeleton" is not null;

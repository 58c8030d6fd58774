CREATE TABLE "branch_audit_racks" (
	"audit_id" bigint NOT NULL,
	"rack_id" integer NOT NULL,
	"expected_book_ids" bigint[] NOT NULL,
	"scanned_book_ids" bigint[] NOT NULL,
	"scanned_by" bigint,
	"scanned_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "branch_audits" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"branch_id" integer NOT NULL,
	"state" text DEFAULT 'open' NOT NULL,
	"started_by" bigint,
	"started_at" timestamp with time zone NOT NULL,
	"finished_by" bigint,
	"finished_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "branches" (
	"id" serial PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"name" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "copy_discards" (
	"book_id" bigint PRIMARY KEY NOT NULL,
	"reason" text NOT NULL,
	"note" text,
	"status" text NOT NULL,
	"seller_user_hash" text,
	"previous_state" text NOT NULL,
	"previous_location" text,
	"staff_id" bigint,
	"at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "copy_places" (
	"book_id" bigint PRIMARY KEY NOT NULL,
	"crate_id" bigint,
	"rack_id" integer,
	"labelled_at" timestamp with time zone,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "copy_places_one_place" CHECK ("copy_places"."crate_id" is null or "copy_places"."rack_id" is null)
);
--> statement-breakpoint
CREATE TABLE "crates" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"branch_id" integer,
	"rack_id" integer,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "queue_job_journal" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"job_id" bigint NOT NULL,
	"staff_id" bigint,
	"from_state" text NOT NULL,
	"to_state" text NOT NULL,
	"note" text,
	"at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "queue_jobs" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"subject" text NOT NULL,
	"payload" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"state" text DEFAULT 'open' NOT NULL,
	"holder_staff_id" bigint,
	"held_at" timestamp with time zone,
	"note" text,
	"done_by" bigint,
	"done_at" timestamp with time zone,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "racks" (
	"id" serial PRIMARY KEY NOT NULL,
	"branch_id" integer NOT NULL,
	"code" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "transfer_packages" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"from_branch_id" integer NOT NULL,
	"to_branch_id" integer NOT NULL,
	"state" text DEFAULT 'open' NOT NULL,
	"crate_ids" bigint[] DEFAULT '{}'::bigint[] NOT NULL,
	"journal" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "warehouse_moves" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"book_id" bigint,
	"crate_id" bigint,
	"from_place" jsonb NOT NULL,
	"to_place" jsonb NOT NULL,
	"reason" text NOT NULL,
	"staff_id" bigint,
	"at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "branch_audit_racks" ADD CONSTRAINT "branch_audit_racks_audit_id_branch_audits_id_fk" FOREIGN KEY ("audit_id") REFERENCES "public"."branch_audits"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "branch_audit_racks" ADD CONSTRAINT "branch_audit_racks_rack_id_racks_id_fk" FOREIGN KEY ("rack_id") REFERENCES "public"."racks"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "branch_audit_racks" ADD CONSTRAINT "branch_audit_racks_scanned_by_employees_id_fk" FOREIGN KEY ("scanned_by") REFERENCES "public"."employees"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "branch_audits" ADD CONSTRAINT "branch_audits_branch_id_branches_id_fk" FOREIGN KEY ("branch_id") REFERENCES "public"."branches"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "branch_audits" ADD CONSTRAINT "branch_audits_started_by_employees_id_fk" FOREIGN KEY ("started_by") REFERENCES "public"."employees"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "branch_audits" ADD CONSTRAINT "branch_audits_finished_by_employees_id_fk" FOREIGN KEY ("finished_by") REFERENCES "public"."employees"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "copy_discards" ADD CONSTRAINT "copy_discards_book_id_books_id_fk" FOREIGN KEY ("book_id") REFERENCES "public"."books"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "copy_discards" ADD CONSTRAINT "copy_discards_staff_id_employees_id_fk" FOREIGN KEY ("staff_id") REFERENCES "public"."employees"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "copy_places" ADD CONSTRAINT "copy_places_book_id_books_id_fk" FOREIGN KEY ("book_id") REFERENCES "public"."books"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "copy_places" ADD CONSTRAINT "copy_places_crate_id_crates_id_fk" FOREIGN KEY ("crate_id") REFERENCES "public"."crates"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "copy_places" ADD CONSTRAINT "copy_places_rack_id_racks_id_fk" FOREIGN KEY ("rack_id") REFERENCES "public"."racks"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "crates" ADD CONSTRAINT "crates_branch_id_branches_id_fk" FOREIGN KEY ("branch_id") REFERENCES "public"."branches"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "crates" ADD CONSTRAINT "crates_rack_id_racks_id_fk" FOREIGN KEY ("rack_id") REFERENCES "public"."racks"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "queue_job_journal" ADD CONSTRAINT "queue_job_journal_job_id_queue_jobs_id_fk" FOREIGN KEY ("job_id") REFERENCES "public"."queue_jobs"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "queue_job_journal" ADD CONSTRAINT "queue_job_journal_staff_id_employees_id_fk" FOREIGN KEY ("staff_id") REFERENCES "public"."employees"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "queue_jobs" ADD CONSTRAINT "queue_jobs_holder_staff_id_employees_id_fk" FOREIGN KEY ("holder_staff_id") REFERENCES "public"."employees"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "queue_jobs" ADD CONSTRAINT "queue_jobs_done_by_employees_id_fk" FOREIGN KEY ("done_by") REFERENCES "public"."employees"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "racks" ADD CONSTRAINT "racks_branch_id_branches_id_fk" FOREIGN KEY ("branch_id") REFERENCES "public"."branches"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "transfer_packages" ADD CONSTRAINT "transfer_packages_from_branch_id_branches_id_fk" FOREIGN KEY ("from_branch_id") REFERENCES "public"."branches"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "transfer_packages" ADD CONSTRAINT "transfer_packages_to_branch_id_branches_id_fk" FOREIGN KEY ("to_branch_id") REFERENCES "public"."branches"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "warehouse_moves" ADD CONSTRAINT "warehouse_moves_staff_id_employees_id_fk" FOREIGN KEY ("staff_id") REFERENCES "public"."employees"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "branch_audit_racks_pk" ON "branch_audit_racks" USING btree ("audit_id","rack_id");--> statement-breakpoint
CREATE UNIQUE INDEX "branch_audits_one_open_idx" ON "branch_audits" USING btree ("branch_id") WHERE state = 'open';--> statement-breakpoint
CREATE UNIQUE INDEX "branches_code_idx" ON "branches" USING btree ("code");--> statement-breakpoint
CREATE INDEX "copy_discards_seller_idx" ON "copy_discards" USING btree ("seller_user_hash","status") WHERE seller_user_hash is not null;--> statement-breakpoint
CREATE INDEX "copy_places_crate_idx" ON "copy_places" USING btree ("crate_id");--> statement-breakpoint
CREATE INDEX "copy_places_rack_idx" ON "copy_places" USING btree ("rack_id");--> statement-breakpoint
CREATE UNIQUE INDEX "crates_code_idx" ON "crates" USING btree ("code");--> statement-breakpoint
CREATE INDEX "crates_rack_idx" ON "crates" USING btree ("rack_id");--> statement-breakpoint
CREATE INDEX "queue_job_journal_job_idx" ON "queue_job_journal" USING btree ("job_id");--> statement-breakpoint
CREATE INDEX "queue_jobs_next_idx" ON "queue_jobs" USING btree ("kind","id") WHERE state in ('open', 'held');--> statement-breakpoint
CREATE UNIQUE INDEX "queue_jobs_live_subject_idx" ON "queue_jobs" USING btree ("kind","subject") WHERE state in ('open', 'held', 'escalated');--> statement-breakpoint
CREATE INDEX "queue_jobs_done_by_idx" ON "queue_jobs" USING btree ("done_by","done_at");--> statement-breakpoint
CREATE UNIQUE INDEX "racks_code_idx" ON "racks" USING btree ("code");--> statement-breakpoint
CREATE INDEX "racks_branch_idx" ON "racks" USING btree ("branch_id");--> statement-breakpoint
CREATE INDEX "warehouse_moves_copy_idx" ON "warehouse_moves" USING btree ("book_id","at");--> statement-breakpoint
CREATE INDEX "warehouse_moves_crate_idx" ON "warehouse_moves" USING btree ("crate_id","at");
-- 0014_job_queue: durable background jobs (issue 12, docs/adr/0014-durable-jobs.md). The outbox of every job and, on PGlite, the queue itself.
CREATE TABLE "job_queue" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"key" text NOT NULL,
	"payload" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"state" text DEFAULT 'pending' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"max_attempts" integer DEFAULT 5 NOT NULL,
	"run_after" timestamp with time zone DEFAULT now() NOT NULL,
	"locked_until" timestamp with time zone,
	"last_error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone,
	CONSTRAINT "job_queue_key_uq" UNIQUE("key"),
	CONSTRAINT "job_queue_state" CHECK ("state" in ('pending', 'done', 'dead', 'relayed'))
);--> statement-breakpoint
CREATE INDEX "job_queue_due_idx" ON "job_queue" USING btree ("run_after") WHERE "state" = 'pending';

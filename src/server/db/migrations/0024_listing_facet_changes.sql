CREATE TABLE "book_search_changes" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"book_id" bigint,
	"xid" "xid8" DEFAULT pg_current_xact_id() NOT NULL,
	"changed_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "book_search_changes_xid_idx" ON "book_search_changes" USING btree ("xid");--> statement-breakpoint
CREATE INDEX "book_search_changes_changed_at_idx" ON "book_search_changes" USING btree ("changed_at");--> statement-breakpoint
-- The facet index's change feed (ADR 0032): every statement that inserts, updates or deletes
-- book_search rows (the triggers on books, book_search_refresh_grandmothers, anything later) logs
-- the copies it touched, in its own transaction. A truncate logs one row with a null copy id.
CREATE OR REPLACE FUNCTION book_search_log_changes() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO book_search_changes (book_id) SELECT book_id FROM changed_rows;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION book_search_log_truncate() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO book_search_changes (book_id) VALUES (NULL);
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER book_search_changes_insert AFTER INSERT ON book_search REFERENCING NEW TABLE AS changed_rows
  FOR EACH STATEMENT EXECUTE FUNCTION book_search_log_changes();
--> statement-breakpoint
CREATE TRIGGER book_search_changes_update AFTER UPDATE ON book_search REFERENCING NEW TABLE AS changed_rows
  FOR EACH STATEMENT EXECUTE FUNCTION book_search_log_changes();
--> statement-breakpoint
CREATE TRIGGER book_search_changes_delete AFTER DELETE ON book_search REFERENCING OLD TABLE AS changed_rows
  FOR EACH STATEMENT EXECUTE FUNCTION book_search_log_changes();
--> statement-breakpoint
CREATE TRIGGER book_search_changes_truncate AFTER TRUNCATE ON book_search
  FOR EACH STATEMENT EXECUTE FUNCTION book_search_log_truncate();

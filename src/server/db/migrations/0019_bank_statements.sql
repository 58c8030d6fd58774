CREATE TABLE "bank_statement_lines" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"statement_id" bigint NOT NULL,
	"account" text NOT NULL,
	"bank_ref" text NOT NULL,
	"booked_on" date NOT NULL,
	"amount_x100" integer NOT NULL,
	"currency" char(3) NOT NULL,
	"variable_symbol" text,
	"counterparty_name" text,
	"counterparty_account" text,
	"message" text,
	"state" text NOT NULL,
	"reason" text,
	"order_id" bigint,
	"payment_id" bigint,
	"surplus_x100" integer,
	"resolved_by_staff_id" bigint,
	"resolved_at" timestamp with time zone,
	"note" text,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "bank_statement_lines_amount" CHECK ("bank_statement_lines"."amount_x100" > 0),
	CONSTRAINT "bank_statement_lines_state" CHECK ("bank_statement_lines"."state" in ('matched', 'overpaid', 'partial', 'unmatched', 'ignored'))
);
--> statement-breakpoint
CREATE TABLE "bank_statements" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"file_sha256" text NOT NULL,
	"format" text NOT NULL,
	"file_name" text,
	"account" text NOT NULL,
	"currency" char(3),
	"statement_ref" text,
	"period_from" date,
	"period_to" date,
	"credit_count" integer NOT NULL,
	"new_line_count" integer NOT NULL,
	"skipped_count" integer NOT NULL,
	"imported_by_staff_id" bigint NOT NULL,
	"imported_at" timestamp with time zone NOT NULL,
	CONSTRAINT "bank_statements_format" CHECK ("bank_statements"."format" in ('camt053', 'fio-csv'))
);
--> statement-breakpoint
ALTER TABLE "bank_statement_lines" ADD CONSTRAINT "bank_statement_lines_statement_id_bank_statements_id_fk" FOREIGN KEY ("statement_id") REFERENCES "public"."bank_statements"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bank_statement_lines" ADD CONSTRAINT "bank_statement_lines_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bank_statement_lines" ADD CONSTRAINT "bank_statement_lines_resolved_by_staff_id_employees_id_fk" FOREIGN KEY ("resolved_by_staff_id") REFERENCES "public"."employees"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bank_statements" ADD CONSTRAINT "bank_statements_imported_by_staff_id_employees_id_fk" FOREIGN KEY ("imported_by_staff_id") REFERENCES "public"."employees"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "bank_statement_lines_ref_idx" ON "bank_statement_lines" USING btree ("account","bank_ref");--> statement-breakpoint
CREATE INDEX "bank_statement_lines_statement_idx" ON "bank_statement_lines" USING btree ("statement_id","id");--> statement-breakpoint
CREATE INDEX "bank_statement_lines_state_idx" ON "bank_statement_lines" USING btree ("state","id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "bank_statement_lines_order_idx" ON "bank_statement_lines" USING btree ("order_id") WHERE "bank_statement_lines"."order_id" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "bank_statements_file_idx" ON "bank_statements" USING btree ("file_sha256");--> statement-breakpoint
CREATE INDEX "bank_statements_imported_idx" ON "bank_statements" USING btree ("imported_at" DESC NULLS LAST,"id" DESC NULLS LAST);
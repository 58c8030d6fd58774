-- 0015_staff: staff identity (issue 13, docs/adr/0019): employees, permissions, staff sessions, workstations, RFID cards; indexes of the back office order list.
CREATE TABLE "employee_permissions" (
	"employee_id" bigint NOT NULL,
	"permission" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "employee_permissions_pk" PRIMARY KEY("employee_id","permission")
);
--> statement-breakpoint
CREATE TABLE "employees" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"email" text NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"branch" text,
	"password_hash" text,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "rfid_cards" (
	"card_id" text PRIMARY KEY NOT NULL,
	"employee_id" bigint NOT NULL,
	"pin_hash" text,
	"failed_attempts" integer DEFAULT 0 NOT NULL,
	"locked_until" timestamp with time zone,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "staff_sessions" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"token_hash" text NOT NULL,
	"employee_id" bigint NOT NULL,
	"method" text NOT NULL,
	"workstation_id" bigint,
	"user_agent" text,
	"ip" text,
	"created_at" timestamp with time zone NOT NULL,
	"last_seen_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "workstations" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"token_hash" text NOT NULL,
	"created_by" bigint,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "employee_permissions" ADD CONSTRAINT "employee_permissions_employee_fk" FOREIGN KEY ("employee_id") REFERENCES "public"."employees"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rfid_cards" ADD CONSTRAINT "rfid_cards_employee_fk" FOREIGN KEY ("employee_id") REFERENCES "public"."employees"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "staff_sessions" ADD CONSTRAINT "staff_sessions_employee_fk" FOREIGN KEY ("employee_id") REFERENCES "public"."employees"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "employees_email_idx" ON "employees" USING btree (lower("email"));--> statement-breakpoint
CREATE INDEX "rfid_cards_employee_idx" ON "rfid_cards" USING btree ("employee_id");--> statement-breakpoint
CREATE UNIQUE INDEX "staff_sessions_token_idx" ON "staff_sessions" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "staff_sessions_employee_idx" ON "staff_sessions" USING btree ("employee_id");--> statement-breakpoint
CREATE UNIQUE INDEX "workstations_token_idx" ON "workstations" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "orders_created_idx" ON "orders" USING btree ("created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "orders_state_created_idx" ON "orders" USING btree ("state","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);
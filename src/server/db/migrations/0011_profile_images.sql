-- 0011_profile_images: the public profile's picture (issue 5), one per customer, kept small.
CREATE TABLE "customer_images" (
	"customer_id" bigint PRIMARY KEY NOT NULL,
	"content_type" text NOT NULL,
	"bytes" bytea NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "customer_images_type" CHECK ("content_type" in ('image/png', 'image/jpeg', 'image/webp'))
);
--> statement-breakpoint
ALTER TABLE "customer_images" ADD CONSTRAINT "customer_images_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;

CREATE TABLE "bindings" (
	"id" smallint PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	CONSTRAINT "bindings_code_unique" UNIQUE("code")
);
--> statement-breakpoint
CREATE TABLE "conditions" (
	"id" smallint PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"rank" smallint NOT NULL,
	CONSTRAINT "conditions_code_unique" UNIQUE("code")
);
--> statement-breakpoint
CREATE TABLE "languages" (
	"id" smallint PRIMARY KEY NOT NULL,
	"code" char(3) NOT NULL,
	"name" text NOT NULL,
	CONSTRAINT "languages_code_unique" UNIQUE("code")
);
--> statement-breakpoint
CREATE TABLE "book_price_history" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"book_id" bigint NOT NULL,
	"price_czk_x100" integer NOT NULL,
	"price_eur_x100" integer NOT NULL,
	"valid_from" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "books" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"mother_id" integer NOT NULL,
	"grandmother_id" integer NOT NULL,
	"condition_id" smallint NOT NULL,
	"condition_note" text,
	"price_czk_x100" integer NOT NULL,
	"price_eur_x100" integer NOT NULL,
	"previous_price_czk_x100" integer,
	"previous_price_eur_x100" integer,
	"price_changed_at" timestamp with time zone,
	"state" text DEFAULT 'in_stock' NOT NULL,
	"photo_count" smallint DEFAULT 1 NOT NULL,
	"location" text,
	"seller_user_hash" text,
	"added_at" timestamp with time zone DEFAULT now() NOT NULL,
	"first_stocked_at" timestamp with time zone,
	"restocked_at" timestamp with time zone,
	"sold_at" timestamp with time zone,
	CONSTRAINT "books_prices_positive" CHECK ("books"."price_czk_x100" > 0 and "books"."price_eur_x100" > 0)
);
--> statement-breakpoint
CREATE TABLE "grandmothers" (
	"id" serial PRIMARY KEY NOT NULL,
	"great_grandmother_id" integer,
	"title" text NOT NULL,
	"original_language_id" smallint,
	"description" text,
	"rating_avg" numeric(3, 2),
	"rating_count" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "great_grandmothers" (
	"id" serial PRIMARY KEY NOT NULL,
	"title" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "mothers" (
	"id" serial PRIMARY KEY NOT NULL,
	"grandmother_id" integer NOT NULL,
	"title" text NOT NULL,
	"subtitle" text,
	"isbn13" char(13),
	"isbn10" char(10),
	"publisher_node_id" integer,
	"year" smallint,
	"language_id" smallint NOT NULL,
	"binding_id" smallint,
	"pages" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "property_edges" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"type_id" smallint NOT NULL,
	"node_id" integer NOT NULL,
	"grandmother_id" integer,
	"mother_id" integer,
	"position" smallint DEFAULT 0 NOT NULL,
	CONSTRAINT "property_edges_type" CHECK ("property_edges"."type_id" between 1 and 4),
	CONSTRAINT "property_edges_target" CHECK (("property_edges"."grandmother_id" is not null) <> ("property_edges"."mother_id" is not null))
);
--> statement-breakpoint
CREATE TABLE "property_node_translations" (
	"node_id" integer NOT NULL,
	"locale" text NOT NULL,
	"name" text NOT NULL,
	"slug" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "property_nodes" (
	"id" serial PRIMARY KEY NOT NULL,
	"type" text NOT NULL,
	"name" text NOT NULL,
	"slug" text NOT NULL,
	"parent_id" integer,
	"data" jsonb DEFAULT '{}'::jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "cms_blocks" (
	"id" serial PRIMARY KEY NOT NULL,
	"key" text NOT NULL,
	"locale" text NOT NULL,
	"blockset_key" text,
	"position" integer DEFAULT 0 NOT NULL,
	"content" jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "cms_page_translations" (
	"page_id" integer NOT NULL,
	"locale" text NOT NULL,
	"slug" text NOT NULL,
	"title" text NOT NULL,
	"perex" text,
	"body" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "cms_pages" (
	"id" serial PRIMARY KEY NOT NULL,
	"key" text NOT NULL,
	"kind" text DEFAULT 'page' NOT NULL,
	"status" text DEFAULT 'draft' NOT NULL,
	"published_at" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "cms_pages_key_unique" UNIQUE("key")
);
--> statement-breakpoint
CREATE TABLE "feature_flags" (
	"key" text PRIMARY KEY NOT NULL,
	"enabled" boolean DEFAULT false NOT NULL,
	"locales" text[] DEFAULT '{}' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "navigation_links" (
	"id" serial PRIMARY KEY NOT NULL,
	"locale" text NOT NULL,
	"menu" text NOT NULL,
	"group_title" text,
	"label" text NOT NULL,
	"route_key" text,
	"route_params" jsonb,
	"url" text,
	"position" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "promo_banners" (
	"id" serial PRIMARY KEY NOT NULL,
	"locale" text NOT NULL,
	"text" text NOT NULL,
	"route_key" text,
	"route_params" jsonb,
	"active_from" timestamp with time zone,
	"active_to" timestamp with time zone,
	"priority" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
ALTER TABLE "book_price_history" ADD CONSTRAINT "book_price_history_book_id_books_id_fk" FOREIGN KEY ("book_id") REFERENCES "public"."books"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "books" ADD CONSTRAINT "books_mother_id_mothers_id_fk" FOREIGN KEY ("mother_id") REFERENCES "public"."mothers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "books" ADD CONSTRAINT "books_grandmother_id_grandmothers_id_fk" FOREIGN KEY ("grandmother_id") REFERENCES "public"."grandmothers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "books" ADD CONSTRAINT "books_condition_id_conditions_id_fk" FOREIGN KEY ("condition_id") REFERENCES "public"."conditions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "grandmothers" ADD CONSTRAINT "grandmothers_great_grandmother_id_great_grandmothers_id_fk" FOREIGN KEY ("great_grandmother_id") REFERENCES "public"."great_grandmothers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "grandmothers" ADD CONSTRAINT "grandmothers_original_language_id_languages_id_fk" FOREIGN KEY ("original_language_id") REFERENCES "public"."languages"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mothers" ADD CONSTRAINT "mothers_grandmother_id_grandmothers_id_fk" FOREIGN KEY ("grandmother_id") REFERENCES "public"."grandmothers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mothers" ADD CONSTRAINT "mothers_language_id_languages_id_fk" FOREIGN KEY ("language_id") REFERENCES "public"."languages"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mothers" ADD CONSTRAINT "mothers_binding_id_bindings_id_fk" FOREIGN KEY ("binding_id") REFERENCES "public"."bindings"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "property_edges" ADD CONSTRAINT "property_edges_node_id_property_nodes_id_fk" FOREIGN KEY ("node_id") REFERENCES "public"."property_nodes"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "property_edges" ADD CONSTRAINT "property_edges_grandmother_id_grandmothers_id_fk" FOREIGN KEY ("grandmother_id") REFERENCES "public"."grandmothers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "property_edges" ADD CONSTRAINT "property_edges_mother_id_mothers_id_fk" FOREIGN KEY ("mother_id") REFERENCES "public"."mothers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "property_node_translations" ADD CONSTRAINT "property_node_translations_node_id_property_nodes_id_fk" FOREIGN KEY ("node_id") REFERENCES "public"."property_nodes"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cms_page_translations" ADD CONSTRAINT "cms_page_translations_page_id_cms_pages_id_fk" FOREIGN KEY ("page_id") REFERENCES "public"."cms_pages"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "book_price_history_book_idx" ON "book_price_history" USING btree ("book_id","valid_from");--> statement-breakpoint
CREATE INDEX "books_mother_idx" ON "books" USING btree ("mother_id");--> statement-breakpoint
CREATE INDEX "books_grandmother_idx" ON "books" USING btree ("grandmother_id");--> statement-breakpoint
CREATE INDEX "books_state_added_idx" ON "books" USING btree ("state","added_at");--> statement-breakpoint
CREATE INDEX "books_price_changed_idx" ON "books" USING btree ("price_changed_at");--> statement-breakpoint
CREATE INDEX "grandmothers_ggm_idx" ON "grandmothers" USING btree ("great_grandmother_id");--> statement-breakpoint
CREATE INDEX "mothers_grandmother_idx" ON "mothers" USING btree ("grandmother_id");--> statement-breakpoint
CREATE INDEX "mothers_isbn13_idx" ON "mothers" USING btree ("isbn13");--> statement-breakpoint
CREATE INDEX "mothers_isbn10_idx" ON "mothers" USING btree ("isbn10");--> statement-breakpoint
CREATE INDEX "mothers_publisher_idx" ON "mothers" USING btree ("publisher_node_id");--> statement-breakpoint
CREATE INDEX "property_edges_node_idx" ON "property_edges" USING btree ("node_id","type_id");--> statement-breakpoint
CREATE INDEX "property_edges_grandmother_idx" ON "property_edges" USING btree ("grandmother_id");--> statement-breakpoint
CREATE INDEX "property_edges_mother_idx" ON "property_edges" USING btree ("mother_id");--> statement-breakpoint
CREATE UNIQUE INDEX "property_node_translations_pk" ON "property_node_translations" USING btree ("node_id","locale");--> statement-breakpoint
CREATE UNIQUE INDEX "property_node_translations_slug_uq" ON "property_node_translations" USING btree ("locale","slug");--> statement-breakpoint
CREATE UNIQUE INDEX "property_nodes_type_slug_uq" ON "property_nodes" USING btree ("type","slug");--> statement-breakpoint
CREATE INDEX "property_nodes_parent_idx" ON "property_nodes" USING btree ("parent_id");--> statement-breakpoint
CREATE UNIQUE INDEX "cms_blocks_key_locale_uq" ON "cms_blocks" USING btree ("key","locale");--> statement-breakpoint
CREATE UNIQUE INDEX "cms_page_translations_pk" ON "cms_page_translations" USING btree ("page_id","locale");--> statement-breakpoint
CREATE UNIQUE INDEX "cms_page_translations_slug_uq" ON "cms_page_translations" USING btree ("locale","slug");--> statement-breakpoint
CREATE INDEX "navigation_links_locale_menu_idx" ON "navigation_links" USING btree ("locale","menu","position");--> statement-breakpoint
CREATE INDEX "promo_banners_locale_idx" ON "promo_banners" USING btree ("locale");
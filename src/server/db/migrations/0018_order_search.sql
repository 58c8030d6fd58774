CREATE INDEX "order_lines_book_idx" ON "order_lines" USING btree ("book_id");--> statement-breakpoint
CREATE INDEX "orders_name_trgm" ON "orders" USING gin (f_unaccent(lower("name")) gin_trgm_ops);
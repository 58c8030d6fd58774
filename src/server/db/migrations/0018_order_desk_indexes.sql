CREATE INDEX "mail_outbox_order_idx" ON "mail_outbox" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "order_lines_book_idx" ON "order_lines" USING btree ("book_id");--> statement-breakpoint
CREATE INDEX "orders_name_trgm" ON "orders" USING gin (f_unaccent(lower("name")) gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "payment_events_payment_idx" ON "payment_events" USING btree ("payment_id");
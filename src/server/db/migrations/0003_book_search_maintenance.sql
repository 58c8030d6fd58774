-- book_search rows are derived from books, mothers, grandmothers and the property graph.
-- One set-returning function computes them; statement-level triggers on books keep the table in
-- step (set-based, so a bulk insert of 10 000 copies costs one join, not 10 000).
CREATE OR REPLACE FUNCTION book_search_compute(ids bigint[]) RETURNS SETOF book_search
LANGUAGE sql STABLE AS $$
  WITH RECURSIVE cat_up AS (
    SELECT id AS category_id, id AS ancestor_id, parent_id FROM property_nodes WHERE type = 'category'
    UNION ALL
    SELECT c.category_id, p.id, p.parent_id FROM cat_up c JOIN property_nodes p ON p.id = c.parent_id
  ),
  b AS (SELECT * FROM books WHERE id = ANY(ids)),
  gm AS (SELECT DISTINCT grandmother_id AS id FROM b),
  cats AS (
    SELECT e.grandmother_id, array_agg(DISTINCT cu.ancestor_id) AS ids
      FROM property_edges e JOIN gm ON gm.id = e.grandmother_id JOIN cat_up cu ON cu.category_id = e.node_id
     WHERE e.type_id = 1 GROUP BY e.grandmother_id
  ),
  auth AS (
    SELECT e.grandmother_id, array_agg(DISTINCT e.node_id) AS ids, string_agg(n.name, ' ') AS names
      FROM property_edges e JOIN gm ON gm.id = e.grandmother_id JOIN property_nodes n ON n.id = e.node_id
     WHERE e.type_id = 2 GROUP BY e.grandmother_id
  ),
  ser AS (
    SELECT e.grandmother_id, array_agg(DISTINCT e.node_id) AS ids, string_agg(n.name, ' ') AS names
      FROM property_edges e JOIN gm ON gm.id = e.grandmother_id JOIN property_nodes n ON n.id = e.node_id
     WHERE e.type_id = 4 GROUP BY e.grandmother_id
  )
  SELECT b.id, b.grandmother_id, b.mother_id, b.state, b.condition_id, m.language_id, m.binding_id,
         m.publisher_node_id, m.year, b.price_czk_x100, b.price_eur_x100, g.rating_avg, b.seller_user_hash,
         b.added_at, b.first_stocked_at, b.restocked_at,
         coalesce(cats.ids, '{}'), coalesce(auth.ids, '{}'), coalesce(ser.ids, '{}'), m.title,
         setweight(to_tsvector('simple', f_unaccent(lower(m.title || ' ' || coalesce(m.subtitle, '')))), 'A')
         || setweight(to_tsvector('simple', f_unaccent(lower(coalesce(auth.names, '')))), 'B')
         || setweight(to_tsvector('simple', f_unaccent(lower(coalesce(pub.name, '') || ' ' || coalesce(ser.names, '')))), 'C')
         || setweight(to_tsvector('simple', lower(coalesce(m.isbn13, '') || ' ' || coalesce(m.isbn10, ''))), 'A')
    FROM b
    JOIN mothers m ON m.id = b.mother_id
    JOIN grandmothers g ON g.id = b.grandmother_id
    LEFT JOIN property_nodes pub ON pub.id = m.publisher_node_id
    LEFT JOIN cats ON cats.grandmother_id = b.grandmother_id
    LEFT JOIN auth ON auth.grandmother_id = b.grandmother_id
    LEFT JOIN ser ON ser.grandmother_id = b.grandmother_id
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION book_search_after_insert() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO book_search SELECT * FROM book_search_compute(ARRAY(SELECT id FROM inserted))
  ON CONFLICT (book_id) DO NOTHING;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION book_search_after_update() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM book_search WHERE book_id IN (SELECT id FROM updated);
  INSERT INTO book_search SELECT * FROM book_search_compute(ARRAY(SELECT id FROM updated));
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION book_search_after_delete() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM book_search WHERE book_id IN (SELECT id FROM deleted);
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER books_search_insert AFTER INSERT ON books REFERENCING NEW TABLE AS inserted
  FOR EACH STATEMENT EXECUTE FUNCTION book_search_after_insert();
--> statement-breakpoint
CREATE TRIGGER books_search_update AFTER UPDATE ON books REFERENCING NEW TABLE AS updated
  FOR EACH STATEMENT EXECUTE FUNCTION book_search_after_update();
--> statement-breakpoint
CREATE TRIGGER books_search_delete AFTER DELETE ON books REFERENCING OLD TABLE AS deleted
  FOR EACH STATEMENT EXECUTE FUNCTION book_search_after_delete();
--> statement-breakpoint
-- For changes outside books (a work's categories, authors, rating): rebuild the affected copies.
CREATE OR REPLACE FUNCTION book_search_refresh_grandmothers(gids integer[]) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM book_search WHERE grandmother_id = ANY(gids);
  INSERT INTO book_search SELECT * FROM book_search_compute(ARRAY(SELECT id FROM books WHERE grandmother_id = ANY(gids)));
  DELETE FROM listing_facet_cache;
END $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION book_search_rebuild() RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  TRUNCATE book_search;
  INSERT INTO book_search SELECT * FROM book_search_compute(ARRAY(SELECT id FROM books));
  DELETE FROM listing_facet_cache;
END $$;
--> statement-breakpoint
-- Typo-tolerant search and autocomplete over works and people (trigram on unaccented names).
CREATE INDEX grandmothers_title_trgm ON grandmothers USING gin (f_unaccent(lower(title)) gin_trgm_ops);
--> statement-breakpoint
CREATE INDEX property_nodes_name_trgm ON property_nodes USING gin (f_unaccent(lower(name)) gin_trgm_ops);

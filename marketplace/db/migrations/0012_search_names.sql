-- Written by hand (issue 29, decision 038): other names on products, search text kept by the
-- database for every writer, and the daily count of searches that found nothing.
-- Helper B's 0010 adds the same column; IF NOT EXISTS lets either run first.
ALTER TABLE "products" ADD COLUMN IF NOT EXISTS "other_names" text[] NOT NULL DEFAULT '{}';--> statement-breakpoint
-- The SQL twin of marketplace/search/normalize.ts: accents off, lower case, every run of other
-- characters one space. IMMUTABLE so that generated columns and indexes may use it.
CREATE OR REPLACE FUNCTION search_fold(value text) RETURNS text LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT btrim(lower(regexp_replace(regexp_replace(normalize(coalesce(value, ''), NFD), '[\u0300-\u036f]', '', 'g'), '[^[:alnum:]]+', ' ', 'g')))
$$;--> statement-breakpoint
-- array_to_string is only STABLE (it calls the element type's output function); for text[] it is
-- immutable in fact, which the generated search_vector needs.
CREATE OR REPLACE FUNCTION search_names_text(names text[]) RETURNS text LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT coalesce(array_to_string(names, ' '), '')
$$;--> statement-breakpoint
-- search_text: title, other names, category and store name, folded. Kept by triggers rather than
-- by the API, so that the seed, the vendor API and any later writer cannot leave it stale.
CREATE OR REPLACE FUNCTION products_search_text() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW.search_text := search_fold(concat_ws(' ',
    NEW.title,
    search_names_text(NEW.other_names),
    (SELECT c.title FROM categories c WHERE c.id = NEW.category_id),
    (SELECT v.store_name FROM vendors v WHERE v.id = NEW.vendor_id)));
  RETURN NEW;
END
$$;--> statement-breakpoint
DROP TRIGGER IF EXISTS products_search_text ON "products";--> statement-breakpoint
CREATE TRIGGER products_search_text BEFORE INSERT OR UPDATE OF title, other_names, category_id, vendor_id, search_text ON "products"
  FOR EACH ROW EXECUTE FUNCTION products_search_text();--> statement-breakpoint
-- A renamed store or category renames the search text of its products (through the trigger above).
CREATE OR REPLACE FUNCTION vendors_search_text() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE products SET search_text = '' WHERE vendor_id = NEW.id;
  RETURN NULL;
END
$$;--> statement-breakpoint
DROP TRIGGER IF EXISTS vendors_search_text ON "vendors";--> statement-breakpoint
CREATE TRIGGER vendors_search_text AFTER UPDATE OF store_name ON "vendors"
  FOR EACH ROW WHEN (OLD.store_name IS DISTINCT FROM NEW.store_name) EXECUTE FUNCTION vendors_search_text();--> statement-breakpoint
CREATE OR REPLACE FUNCTION categories_search_text() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE products SET search_text = '' WHERE category_id = NEW.id;
  RETURN NULL;
END
$$;--> statement-breakpoint
DROP TRIGGER IF EXISTS categories_search_text ON "categories";--> statement-breakpoint
CREATE TRIGGER categories_search_text AFTER UPDATE OF title ON "categories"
  FOR EACH ROW WHEN (OLD.title IS DISTINCT FROM NEW.title) EXECUTE FUNCTION categories_search_text();--> statement-breakpoint
-- Other names join the full-text document with weight B: after the title (A), before the
-- category and store (D). A generated column's expression cannot be altered in place before
-- PostgreSQL 17, so the column and its index are made again.
DROP INDEX IF EXISTS "products_search_vector_idx";--> statement-breakpoint
ALTER TABLE "products" DROP COLUMN IF EXISTS "search_vector";--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "search_vector" tsvector GENERATED ALWAYS AS (setweight(to_tsvector('english', title), 'A') || setweight(to_tsvector('english', search_fold(search_names_text(other_names))), 'B') || to_tsvector('english', search_text)) STORED;--> statement-breakpoint
-- Existing rows get their search text from the trigger (and with it a new search_vector).
UPDATE "products" SET "search_text" = '';--> statement-breakpoint
CREATE INDEX "products_search_vector_idx" ON "products" USING gin ("search_vector");--> statement-breakpoint
-- Searches that found nothing: the folded query, the day and how many times. Nothing else (no
-- shopper, address or time of day); queries that look like e-mail addresses or phone numbers are
-- never written (marketplace/search/misses.ts).
CREATE TABLE IF NOT EXISTS "search_misses" (
  "day" date NOT NULL,
  "query" text NOT NULL,
  "count" integer NOT NULL DEFAULT 1,
  CONSTRAINT "search_misses_pkey" PRIMARY KEY ("day", "query"),
  CONSTRAINT "search_misses_count_check" CHECK ("count" > 0),
  CONSTRAINT "search_misses_query_check" CHECK (length("query") BETWEEN 1 AND 200)
);
--> statement-breakpoint
-- The suggestions table: each distinct title with its other names, and how many products carry
-- them. A catalog of 200,000 listings has a few hundred such names, so the search box matches
-- names here (full text and trigrams on a small table) and then reads a few products of the best
-- names by products_title_idx, instead of ranking every matching product. Kept by statement
-- triggers on products for every writer (decision 038).
CREATE TABLE IF NOT EXISTS "search_names" (
  "title" text NOT NULL,
  "other_names" text[] NOT NULL,
  "products" integer NOT NULL,
  "search_text" text GENERATED ALWAYS AS (search_fold(title || ' ' || search_names_text(other_names))) STORED,
  "search_vector" tsvector GENERATED ALWAYS AS (setweight(to_tsvector('english', title), 'A') || setweight(to_tsvector('english', search_fold(search_names_text(other_names))), 'B')) STORED,
  CONSTRAINT "search_names_pkey" PRIMARY KEY ("title", "other_names")
);--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "search_names_vector_idx" ON "search_names" USING gin ("search_vector");--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "search_names_trgm_idx" ON "search_names" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "products_title_idx" ON "products" USING btree ("title", "id");--> statement-breakpoint
CREATE OR REPLACE FUNCTION search_names_added() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO search_names (title, other_names, products)
    SELECT title, other_names, count(*) FROM new_rows GROUP BY title, other_names
  ON CONFLICT (title, other_names) DO UPDATE SET products = search_names.products + excluded.products;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION search_names_removed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE search_names s SET products = s.products - gone.count
    FROM (SELECT title, other_names, count(*) AS count FROM old_rows GROUP BY title, other_names) gone
    WHERE s.title = gone.title AND s.other_names = gone.other_names;
  DELETE FROM search_names WHERE products <= 0;
  RETURN NULL;
END
$$;--> statement-breakpoint
-- Only rows whose names changed move: a stock or price update writes nothing here.
CREATE OR REPLACE FUNCTION search_names_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE search_names s SET products = s.products - gone.count
    FROM (SELECT o.title, o.other_names, count(*) AS count FROM old_rows o JOIN new_rows n ON n.id = o.id
          WHERE (o.title, o.other_names) IS DISTINCT FROM (n.title, n.other_names)
          GROUP BY o.title, o.other_names) gone
    WHERE s.title = gone.title AND s.other_names = gone.other_names;
  INSERT INTO search_names (title, other_names, products)
    SELECT n.title, n.other_names, count(*) FROM new_rows n JOIN old_rows o ON o.id = n.id
    WHERE (o.title, o.other_names) IS DISTINCT FROM (n.title, n.other_names)
    GROUP BY n.title, n.other_names
  ON CONFLICT (title, other_names) DO UPDATE SET products = search_names.products + excluded.products;
  DELETE FROM search_names WHERE products <= 0;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION search_names_emptied() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM search_names;
  RETURN NULL;
END
$$;--> statement-breakpoint
DROP TRIGGER IF EXISTS products_search_names_insert ON "products";--> statement-breakpoint
CREATE TRIGGER products_search_names_insert AFTER INSERT ON "products"
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION search_names_added();--> statement-breakpoint
DROP TRIGGER IF EXISTS products_search_names_delete ON "products";--> statement-breakpoint
CREATE TRIGGER products_search_names_delete AFTER DELETE ON "products"
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION search_names_removed();--> statement-breakpoint
DROP TRIGGER IF EXISTS products_search_names_update ON "products";--> statement-breakpoint
CREATE TRIGGER products_search_names_update AFTER UPDATE ON "products"
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION search_names_changed();--> statement-breakpoint
DROP TRIGGER IF EXISTS products_search_names_truncate ON "products";--> statement-breakpoint
CREATE TRIGGER products_search_names_truncate AFTER TRUNCATE ON "products"
  FOR EACH STATEMENT EXECUTE FUNCTION search_names_emptied();--> statement-breakpoint
INSERT INTO search_names (title, other_names, products)
  SELECT title, other_names, count(*) FROM products GROUP BY title, other_names
  ON CONFLICT (title, other_names) DO UPDATE SET products = excluded.products;

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

-- The in-memory search index (marketplace/search/product-index.ts) reads only the products whose
-- searchable fields changed since it last looked. search_seq is the catalog version the changing
-- transaction reached: the row trigger moves catalog_version itself (once per transaction, kept
-- in a transaction-local setting) and so holds its row lock until commit, which puts the numbers
-- in commit order. A reader that saw version V has therefore seen every row whose search_seq is at
-- most V, and asks next for search_seq > V. A quantity or sold count changing alone leaves it.
ALTER TABLE "products" ADD COLUMN "search_seq" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
CREATE INDEX "products_search_seq_idx" ON "products" USING btree ("search_seq");--> statement-breakpoint
CREATE FUNCTION products_search_seq() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  seq bigint := nullif(current_setting('oja.search_seq', true), '')::bigint;
BEGIN
  IF TG_OP = 'UPDATE' AND (NEW.title, NEW.other_names, NEW.search_text, NEW.visible,
      NEW.warehouse_state, NEW.vendor_id, NEW.category_id, NEW.original_price_kobo,
      NEW.discounted_price_kobo, NEW.rating_total, NEW.num_reviews, NEW.created_at)
    IS NOT DISTINCT FROM (OLD.title, OLD.other_names, OLD.search_text, OLD.visible,
      OLD.warehouse_state, OLD.vendor_id, OLD.category_id, OLD.original_price_kobo,
      OLD.discounted_price_kobo, OLD.rating_total, OLD.num_reviews, OLD.created_at) THEN
    RETURN NEW;
  END IF;
  IF seq IS NULL THEN
    UPDATE catalog_version SET version = version + 1 WHERE id = 1 RETURNING version INTO seq;
    PERFORM set_config('oja.search_seq', seq::text, true);
  END IF;
  NEW.search_seq := seq;
  RETURN NEW;
END
$$;--> statement-breakpoint
CREATE TRIGGER "products_search_seq" BEFORE INSERT OR UPDATE ON "products"
  FOR EACH ROW EXECUTE FUNCTION products_search_seq();
--> statement-breakpoint
-- Deleted products leave no row to find by search_seq: a delete or truncate moves search_epoch,
-- and a reader that sees it move builds its index again.
ALTER TABLE "catalog_version" ADD COLUMN "search_epoch" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
CREATE FUNCTION products_search_epoch() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE catalog_version SET search_epoch = search_epoch + 1 WHERE id = 1;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "products_search_epoch" AFTER DELETE OR TRUNCATE ON "products"
  FOR EACH STATEMENT EXECUTE FUNCTION products_search_epoch();

DROP INDEX "products_search_fts_idx";--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "search_vector" "tsvector" GENERATED ALWAYS AS (setweight(to_tsvector('english', title), 'A') || to_tsvector('english', search_text)) STORED;--> statement-breakpoint
CREATE INDEX "products_search_vector_idx" ON "products" USING gin ("search_vector");--> statement-breakpoint
CREATE INDEX "products_price_idx" ON "products" USING btree (coalesce("discounted_price_kobo", "original_price_kobo"),"id");--> statement-breakpoint
CREATE INDEX "products_state_price_idx" ON "products" USING btree ("warehouse_state",coalesce("discounted_price_kobo", "original_price_kobo"),"id");--> statement-breakpoint
CREATE INDEX "products_rating_idx" ON "products" USING btree ("average_rating","id");--> statement-breakpoint
-- Written by hand: pg_trgm declares its similarity operators as cheap as an integer comparison, so
-- the planner may test them on every row of a sequential scan (hundreds of milliseconds at 20,000
-- products) instead of asking the trigram index. A truthful cost keeps searches on the index. A
-- database user who does not own the extension (or finds it outside the search path) keeps the
-- defaults and loses only that guarantee.
DO $$
BEGIN
  ALTER FUNCTION strict_word_similarity_op(text, text) COST 100;
  ALTER FUNCTION strict_word_similarity_commutator_op(text, text) COST 100;
  ALTER FUNCTION word_similarity_op(text, text) COST 100;
  ALTER FUNCTION word_similarity_commutator_op(text, text) COST 100;
  ALTER FUNCTION similarity_op(text, text) COST 100;
EXCEPTION WHEN insufficient_privilege OR undefined_function THEN
  RAISE NOTICE 'pg_trgm operators keep their default cost: %', SQLERRM;
END
$$;

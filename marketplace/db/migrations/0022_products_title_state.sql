-- Written by hand (issue 40 part 3): a suggestion reads a name's products rank by rank, the
-- shopper's own state first (marketplace/catalog/search.ts, productsOfNames); this index gives
-- each state's products of a name in id order.
CREATE INDEX IF NOT EXISTS "products_title_state_idx" ON "products" USING btree ("title","warehouse_state","id");

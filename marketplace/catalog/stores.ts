import { and, asc, eq, sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { products, vendors, warehouses } from '../db/schema';
import { notFound } from '../errors';
import { visibleStore } from './conditions';
import { toStore, toStoreSuggestion } from './mappers';
import type { Queryable } from './products';
import { searchTerms } from './search';

export const STORE_NOT_FOUND = 'Vendor Store Not Found';

/**
 * A Live store by name, case-insensitively (store names are unique regardless of case). Hidden and
 * unknown stores get the same 404, so that a hidden store cannot be told apart from a missing one.
 */
export async function findVisibleStore(db: Queryable, storeName: string) {
  const [row] = await db
    .select()
    .from(vendors)
    .where(and(sql`lower(${vendors.storeName}) = lower(${storeName})`, visibleStore))
    .limit(1);
  if (!row) throw notFound(STORE_NOT_FOUND);
  return toStore(row);
}

/**
 * GET /details: a Live store, its verified mark and its rating, the average of every review of its
 * visible products (each review counted once, however many its product has), rounded to two
 * decimals as products' averages are; 0 with no reviews. One indexed sum over the store's products.
 */
export async function storeDetails(db: Database, storeName: string) {
  const store = await findVisibleStore(db, storeName);
  const [sums] = await db
    .select({
      ratingTotal: sql<number>`coalesce(sum(${products.ratingTotal}), 0)`.mapWith(Number),
      numReviews: sql<number>`coalesce(sum(${products.numReviews}), 0)`.mapWith(Number),
    })
    .from(products)
    .where(and(eq(products.vendorId, Number(store._id)), eq(products.visible, true)));
  const average =
    sums.numReviews > 0 ? Math.round((sums.ratingTotal / sums.numReviews) * 100) / 100 : 0;
  return { ...store, rating: { average, numReviews: sums.numReviews } };
}

/** The states that have a warehouse, each once, in alphabetical order. */
export async function warehouseStates(db: Database): Promise<string[]> {
  const rows = await db
    .selectDistinct({ state: warehouses.state })
    .from(warehouses)
    .orderBy(asc(warehouses.state));
  return rows.map((row) => row.state);
}

/** `%` and `_` are wildcards of LIKE; a shopper's text must match them literally. */
function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (character) => `\\${character}`);
}

/**
 * Live stores whose name contains the query or comes close to it (word similarity), names that
 * start with it first. Names are compared lower-cased, as their trigram index holds them.
 */
export async function suggestStores(db: Database, query: string, limit: number) {
  const lowered = query.trim().toLowerCase();
  const terms = searchTerms(query);
  const storeName = sql`lower(${vendors.storeName})`;
  const similar = terms ? sql`or ${terms} <% ${storeName}` : sql``;
  // A plain statement: the search box asks on every pause, and drizzle's select builder and
  // mapping cost more than this read on PGlite (productsInOrder, bench/NOTES.md).
  const { rows } = await db.execute<{
    id: number;
    store_name: string;
    logo: string | null;
    trading_business_name: string;
  }>(sql`
    select ${vendors.id} as id, ${vendors.storeName} as store_name, ${vendors.logo} as logo,
      ${vendors.tradingBusinessName} as trading_business_name
    from ${vendors}
    where ${visibleStore} and (${storeName} like ${`%${escapeLike(lowered)}%`} ${similar})
    order by ${storeName} like ${`${escapeLike(lowered)}%`} desc,
      word_similarity(${terms}, ${storeName}) desc, ${vendors.storeName} asc
    limit ${limit}`);
  return rows.map((row) =>
    toStoreSuggestion({
      id: Number(row.id),
      storeName: row.store_name,
      logo: row.logo,
      tradingBusinessName: row.trading_business_name,
    }),
  );
}

import { eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { ProductListResponse } from '../../lib/contract';
import type { Database } from '../db/client';
import { categories, products, vendors } from '../db/schema';
import type { CatalogReader } from './cache';
import { shownProductJoin, sortOrder } from './conditions';
import { productColumns, toProduct } from './mappers';

/** A database or a transaction: anything that can run a select. */
export type Queryable = Pick<Database, 'select'>;

/** Sponsored and top-selling rows show at most this many products. */
export const FLAGGED_LIMIT = 20;

/** Products shoppers may see (Live store, not hidden) with their store and category; every product answer starts here. */
function selectVisibleProducts(db: Queryable) {
  return db
    .select(productColumns)
    .from(products)
    .innerJoin(vendors, shownProductJoin)
    .innerJoin(categories, eq(categories.id, products.categoryId));
}

/**
 * How many visible products meet a condition; joins only what the visibility rule needs. Counting
 * every match is the costly half of a list (all 20,000 products for an unfiltered shop page) and
 * paging asks for the same total again and again, so totals are kept until the catalog changes.
 */
export function countVisibleProducts(
  catalog: CatalogReader,
  where: SQL | undefined,
): Promise<number> {
  const query = catalog.db
    .select({ total: sql<number>`count(*)`.mapWith(Number) })
    .from(products)
    .innerJoin(vendors, shownProductJoin)
    .where(where);
  const { sql: text, params } = query.toSQL();
  return catalog.cached(`total ${JSON.stringify([text, params])}`, async () => {
    const [row] = await query;
    return row?.total ?? 0;
  });
}

export interface ListRequest {
  where: SQL | undefined;
  order: SQL[];
  page: number;
  limit: number;
}

/**
 * One page of a product list with its totals: the single builder behind products, search-page and
 * shop. A page past the end is an empty page with the true totals.
 */
export async function listProducts(
  catalog: CatalogReader,
  { where, order, page, limit }: ListRequest,
): Promise<ProductListResponse> {
  const [rows, totalProducts] = await Promise.all([
    selectVisibleProducts(catalog.db)
      .where(where)
      .orderBy(...order)
      .limit(limit)
      .offset((page - 1) * limit),
    countVisibleProducts(catalog, where),
  ]);
  return {
    products: rows.map(toProduct),
    totalProducts,
    totalPages: Math.ceil(totalProducts / limit),
    currentPage: page,
  };
}

/** Top rows without totals, e.g. the latest or sponsored products. */
export async function topProducts(
  db: Queryable,
  where: SQL | undefined,
  order: SQL[],
  limit: number,
) {
  const rows = await selectVisibleProducts(db)
    .where(where)
    .orderBy(...order)
    .limit(limit);
  return rows.map(toProduct);
}

export function latestProducts(db: Queryable, where: SQL | undefined, limit: number) {
  return topProducts(db, where, sortOrder('latest'), limit);
}

export function flaggedProducts(db: Queryable, flag: 'isSponsored' | 'isTopSelling') {
  return topProducts(db, eq(products[flag], true), sortOrder('latest'), FLAGGED_LIMIT);
}

/** A product shoppers may see, or undefined: a hidden product, or one of a hidden store, is as good as missing. */
export async function findProduct(db: Queryable, id: number) {
  const [row] = await selectVisibleProducts(db).where(eq(products.id, id)).limit(1);
  return row ? toProduct(row) : undefined;
}

/** Whether a product exists and shoppers may see it, without reading the product itself. */
export async function isVisibleProduct(db: Queryable, id: number): Promise<boolean> {
  const [row] = await db
    .select({ id: products.id })
    .from(products)
    .innerJoin(vendors, shownProductJoin)
    .where(eq(products.id, id))
    .limit(1);
  return row !== undefined;
}

/** Rows put back in the order of `ids` (a ranking), skipping any that are gone. */
function inOrderOf<Row extends { id: number }>(ids: number[], rows: Row[]): Row[] {
  const byId = new Map(rows.map((row) => [row.id, row]));
  return ids.flatMap((id) => byId.get(id) ?? []);
}

/** Visible products by id, in the given order. */
export async function productsInOrder(db: Queryable, ids: number[]) {
  const rows = await selectVisibleProducts(db).where(inArray(products.id, ids));
  return inOrderOf(ids, rows).map(toProduct);
}

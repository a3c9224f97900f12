import { and, eq, sql, type SQL } from 'drizzle-orm';
import type { Product, ProductListResponse } from '../../lib/contract';
import type { Database } from '../db/client';
import { categories, products, vendors } from '../db/schema';
import type { CatalogReader } from './cache';
import { allOf, inStock, productIdIn, shownProductJoin, sortOrder } from './conditions';
import { productColumns, toProduct, type ProductRow } from './mappers';
import { rankConditions, statesOfRank, type Nearness } from './nearness';

/** A database or a transaction: anything that can run a select. */
export type Queryable = Pick<Database, 'select'>;

/** Sponsored and top-selling rows show at most this many products. */
export const FLAGGED_LIMIT = 20;

/** Products shoppers may see (Live store, not hidden) with their store and category; every product answer starts here. */
export function selectVisibleProducts(db: Queryable) {
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
  /** The shopper's location's ranks: each product gets its delivery window from them. */
  nearness?: Nearness;
  /** Nearest first: the ranks lead the order, which then applies within each (decision 054). */
  nearestFirst?: boolean;
}

/**
 * How many visible products meet a condition in each warehouse state: one grouped count, kept as
 * the totals are, from which every rank's count and the list's total are summed.
 */
function countByState(catalog: CatalogReader, where: SQL | undefined): Promise<[string, number][]> {
  const query = catalog.db
    .select({
      state: products.warehouseState,
      total: sql<number>`count(*)`.mapWith(Number),
    })
    .from(products)
    .innerJoin(vendors, shownProductJoin)
    .where(where)
    .groupBy(products.warehouseState);
  const { sql: text, params } = query.toSQL();
  return catalog.cached(`totals by state ${JSON.stringify([text, params])}`, async () =>
    (await query).map((row): [string, number] => [row.state, row.total]),
  );
}

/**
 * A page of a nearest-first list, rank by rank: the page's offset is found from the ranks'
 * counts, and each rank it spans (one, at a rank's end two) is read as a list of its own states,
 * in the list's order, from the same indexes as a one-state list (products_state_latest_idx). One
 * ORDER BY over a rank expression would sort every match of the list for each page instead.
 */
async function nearestFirstRows(
  catalog: CatalogReader,
  { where, order, page, limit }: ListRequest,
  nearness: Nearness,
): Promise<{ rows: ProductRow[]; total: number }> {
  const byState = await countByState(catalog, where);
  const total = byState.reduce((sum, [, count]) => sum + count, 0);
  const rows: ProductRow[] = [];
  let skip = (page - 1) * limit;
  for (const [rank, condition] of rankConditions(nearness).entries()) {
    const inRank = statesOfRank(nearness, rank);
    const count = byState.reduce((sum, [state, n]) => (inRank(state) ? sum + n : sum), 0);
    if (skip >= count) {
      skip -= count;
      continue;
    }
    rows.push(
      ...(await selectVisibleProducts(catalog.db)
        .where(allOf([where, condition]))
        .orderBy(...order)
        .limit(limit - rows.length)
        .offset(skip)),
    );
    skip = 0;
    if (rows.length >= limit) break;
  }
  return { rows, total };
}

/** The delivery window to the shopper's location, on each product whose state has a route there. */
export function withDeliveryDays(product: Product, nearness: Nearness | undefined): Product {
  const days = nearness?.days.get(product.warehouseState);
  return days ? { ...product, deliveryDays: days } : product;
}

/**
 * One page of a product list with its totals: the single builder behind products, search-page and
 * shop. A page past the end is an empty page with the true totals.
 */
export async function listProducts(
  catalog: CatalogReader,
  request: ListRequest,
): Promise<ProductListResponse> {
  const { where, order, page, limit, nearness } = request;
  if (nearness && request.nearestFirst) {
    const { rows, total } = await nearestFirstRows(catalog, request, nearness);
    return {
      products: rows.map((row) => withDeliveryDays(toProduct(row), nearness)),
      totalProducts: total,
      totalPages: Math.ceil(total / limit),
      currentPage: page,
    };
  }
  const [rows, totalProducts] = await Promise.all([
    selectVisibleProducts(catalog.db)
      .where(where)
      .orderBy(...order)
      .limit(limit)
      .offset((page - 1) * limit),
    countVisibleProducts(catalog, where),
  ]);
  return {
    products: rows.map((row) => withDeliveryDays(toProduct(row), nearness)),
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

/** The sponsored or top-selling row: promoted, so only products in stock. */
export function flaggedProducts(db: Queryable, flag: 'isSponsored' | 'isTopSelling') {
  return topProducts(
    db,
    and(eq(products[flag], true), inStock),
    sortOrder('latest'),
    FLAGGED_LIMIT,
  );
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

interface ProductRowText {
  id: number;
  title: string;
  description: string;
  images: string[];
  original_price_kobo: number;
  discounted_price_kobo: number | null;
  average_rating: number;
  num_reviews: number;
  quantity: number;
  is_sponsored: boolean;
  is_top_selling: boolean;
  warehouse_state: string;
  created_at: Date | string;
  vendor_id: number;
  store_name: string;
  category_id: number;
  category_title: string;
  [column: string]: unknown;
}

/**
 * Visible products by id, in the given order. One plain statement rather than drizzle's select:
 * its builder and row mapping cost more than the read itself on PGlite (1.6 ms against 0.6 ms for
 * five products; bench/NOTES.md), and every search page reads its page this way.
 */
export async function productsInOrder(db: Database, ids: number[]) {
  if (!ids.length) return [];
  const { rows } = await db.execute<ProductRowText>(sql`
    select ${products.id} as id, ${products.title} as title, ${products.description} as description,
      ${products.images} as images, ${products.originalPriceKobo} as original_price_kobo,
      ${products.discountedPriceKobo} as discounted_price_kobo,
      ${products.averageRating}::float8 as average_rating, ${products.numReviews} as num_reviews,
      ${products.quantity} as quantity, ${products.isSponsored} as is_sponsored,
      ${products.isTopSelling} as is_top_selling, ${products.warehouseState} as warehouse_state,
      ${products.createdAt} as created_at, ${vendors.id} as vendor_id,
      ${vendors.storeName} as store_name, ${categories.id} as category_id,
      ${categories.title} as category_title
    from ${products}
    join ${vendors} on ${shownProductJoin}
    join ${categories} on ${categories.id} = ${products.categoryId}
    where ${productIdIn(ids)}`);
  const found: ProductRow[] = rows.map((row) => ({
    id: Number(row.id),
    title: row.title,
    description: row.description,
    images: row.images,
    originalPriceKobo: Number(row.original_price_kobo),
    discountedPriceKobo:
      row.discounted_price_kobo === null ? null : Number(row.discounted_price_kobo),
    averageRating: Number(row.average_rating),
    numReviews: Number(row.num_reviews),
    quantity: Number(row.quantity),
    isSponsored: Boolean(row.is_sponsored),
    isTopSelling: Boolean(row.is_top_selling),
    warehouseState: row.warehouse_state,
    createdAt: new Date(row.created_at),
    vendorId: Number(row.vendor_id),
    storeName: row.store_name,
    categoryId: Number(row.category_id),
    categoryTitle: row.category_title,
  }));
  return inOrderOf(ids, found).map(toProduct);
}

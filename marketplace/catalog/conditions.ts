import { and, asc, desc, eq, gt, gte, sql, type SQL } from 'drizzle-orm';
import type { Filters, Sort } from '../../lib/contract';
import { categories, products, vendors } from '../db/schema';
import { nairaToKobo } from '../money';
import type { CatalogReader } from './cache';

/**
 * Only Live stores are shown. A whitelist rather than `<> 'Hidden'`, so that a status added later
 * stays out of sight until someone decides otherwise.
 */
export const visibleStore = eq(vendors.storeStatus, 'Live');

/**
 * A product shoppers may see: its store is Live and its vendor has not hidden it (the vendor API's
 * `visible`). Needs products and vendors in the query; every public read of products uses it.
 */
export const shownProduct = and(visibleStore, eq(products.visible, true))!;

/**
 * A product with units to sell. Lists and search show every product shoppers may see, sold out or
 * not; what the home page promotes (the latest row, sponsored and top-selling rows, banners that
 * link to a product) and similar products must have stock (issue 38 part 5).
 */
export const inStock = gt(products.quantity, 0);

/** The join of a product to its store that keeps only products shoppers may see. */
export const shownProductJoin = and(eq(vendors.id, products.vendorId), shownProduct)!;

/** What a shopper pays: the discounted price when there is one. */
export const effectivePriceKobo = sql<number>`coalesce(${products.discountedPriceKobo}, ${products.originalPriceKobo})`;

/**
 * Every order ends on the id, in the same direction, so that equal prices or ratings never shuffle
 * between pages and each order can be read straight from its index (migrations 0001, 0003).
 */
const SORT_ORDERS: Record<Sort, SQL[]> = {
  price: [asc(effectivePriceKobo), asc(products.id)],
  '-price': [desc(effectivePriceKobo), desc(products.id)],
  rating: [desc(products.averageRating), desc(products.id)],
  // The spec's '-rating' is low to high, the reverse of 'rating'.
  '-rating': [asc(products.averageRating), asc(products.id)],
  latest: [desc(products.createdAt), desc(products.id)],
  // Without search words there is nothing to match: newest first. With them, searchPageList orders
  // by relevanceOrder (search.ts) instead.
  relevance: [desc(products.createdAt), desc(products.id)],
};

export function sortOrder(sort: Sort): SQL[] {
  return SORT_ORDERS[sort];
}

/** The first category title of the filter: the storefront sends a list but filters by one. */
export function chosenCategory(category: Filters['category']): string | undefined {
  return Array.isArray(category) ? category[0] : category;
}

/**
 * Category ids by lower-cased title, kept until the catalog changes. A condition on the id itself
 * (rather than a sub-select on the title) lets the planner read a category's page in order from
 * products_category_latest_idx instead of sorting all of the category's products.
 */
export function categoryIds(catalog: CatalogReader): Promise<Map<string, number>> {
  return catalog.cached('category-ids', async () => {
    const rows = await catalog.db
      .select({ id: categories.id, title: categories.title })
      .from(categories);
    return new Map(rows.map((row) => [row.title.toLowerCase(), row.id]));
  });
}

/** Conditions on the products table for a `filters` value; none when there are no filters. */
export async function filterConditions(
  catalog: CatalogReader,
  filters: Filters | undefined,
): Promise<SQL[]> {
  if (!filters) return [];
  const conditions: SQL[] = [];
  const category = chosenCategory(filters.category);
  if (category !== undefined) {
    const id = (await categoryIds(catalog)).get(category.toLowerCase());
    // An unknown category matches nothing: an empty page with zero totals, not an error.
    conditions.push(id === undefined ? sql`false` : eq(products.categoryId, id));
  }
  if (filters.price) {
    const [min, max] = filters.price;
    conditions.push(sql`${effectivePriceKobo} between ${nairaToKobo(min)} and ${nairaToKobo(max)}`);
  }
  if (filters.rating) conditions.push(gte(products.averageRating, filters.rating));
  return conditions;
}

/**
 * Only the products held in `state`: the lists' Near me choice (decision 054). The location alone
 * orders lists and never narrows them.
 */
export function locationCondition(state: string | undefined): SQL | undefined {
  return state === undefined ? undefined : eq(products.warehouseState, state);
}

/**
 * The products of these ids, as one array parameter: `inArray` binds one parameter per id, which
 * on PGlite cost 2.3 ms for five ids against 0.8 ms this way (bench/NOTES.md). Ids are whole
 * numbers from the database itself (the search index), never text from a request.
 */
export function productIdIn(ids: number[]): SQL {
  const list = ids.filter((id) => Number.isSafeInteger(id));
  return sql`${products.id} = any(${`{${list.join(',')}}`}::int[])`;
}

/** Joins every condition with AND, ignoring the ones that do not apply. */
export function allOf(conditions: (SQL | undefined)[]): SQL | undefined {
  const present = conditions.filter((condition): condition is SQL => condition !== undefined);
  return present.length ? and(...present) : undefined;
}

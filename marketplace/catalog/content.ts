import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { adverts, categories, products, reviews, sliders, vendors } from '../db/schema';
import type { CatalogReader } from './cache';
import { inStock, locationCondition, shownProduct, shownProductJoin } from './conditions';
import { toBanner, toCategory, toReview } from './mappers';

export type SliderType = 'Desktop' | 'Mobile';

const PRODUCT_PAGE = /^\/products\/([1-9][0-9]{0,9})\/?$/;
const MAX_PRODUCT_ID = 2_147_483_647;

/**
 * The product a banner opens: a product page of the storefront, as a path (`/products/12`) or a
 * full address on the storefront's own origin. Undefined for any other link (a list, a store,
 * another site).
 */
export function linkedProductId(url: string, storefrontUrl: string): number | undefined {
  let target: URL;
  try {
    target = new URL(url, storefrontUrl);
  } catch {
    return undefined;
  }
  if (target.origin !== new URL(storefrontUrl).origin) return undefined;
  const id = Number(PRODUCT_PAGE.exec(target.pathname)?.[1]);
  return Number.isInteger(id) && id <= MAX_PRODUCT_ID ? id : undefined;
}

/**
 * Banners less those that open a product shoppers cannot buy now: sold out, hidden, or of a hidden
 * store (issue 38 part 5). One small read of the linked ids; banners that link elsewhere stay.
 */
async function promotable<Row extends { url: string }>(
  db: Database,
  rows: Row[],
  storefrontUrl: string,
): Promise<Row[]> {
  const linked = rows.map((row) => linkedProductId(row.url, storefrontUrl));
  const ids = [...new Set(linked.filter((id): id is number => id !== undefined))];
  if (ids.length === 0) return rows;
  const available = await db
    .select({ id: products.id })
    .from(products)
    .innerJoin(vendors, shownProductJoin)
    .where(and(inArray(products.id, ids), inStock));
  const buyable = new Set(available.map((row) => row.id));
  return rows.filter((_, index) => linked[index] === undefined || buyable.has(linked[index]));
}

/** Sliders of one kind in their set order, less those that open a product out of stock. */
export async function listSliders(db: Database, type: SliderType, storefrontUrl: string) {
  const rows = await db
    .select()
    .from(sliders)
    .where(eq(sliders.type, type))
    .orderBy(asc(sliders.position), asc(sliders.id));
  return (await promotable(db, rows, storefrontUrl)).map(toBanner);
}

/** Adverts in their set order, less those that open a product out of stock. */
export async function listAdverts(db: Database, storefrontUrl: string) {
  const rows = await db.select().from(adverts).orderBy(asc(adverts.position), asc(adverts.id));
  return (await promotable(db, rows, storefrontUrl)).map(toBanner);
}

/**
 * Every category by title, with its count of products shoppers may see within `state` (every
 * state when undefined). Kept until the catalog next changes: one grouped count over the products.
 */
export async function listCategories(catalog: CatalogReader, state: string | undefined) {
  return catalog.cached(`categories ${JSON.stringify(state ?? null)}`, async () => {
    const counts = catalog.db
      .select({
        categoryId: products.categoryId,
        productCount: sql<number>`count(*)`.mapWith(Number).as('product_count'),
      })
      .from(products)
      .innerJoin(vendors, eq(vendors.id, products.vendorId))
      .where(and(shownProduct, locationCondition(state)))
      .groupBy(products.categoryId)
      .as('counts');
    const rows = await catalog.db
      .select({
        category: categories,
        productCount: sql<number>`coalesce(${counts.productCount}, 0)`.mapWith(Number),
      })
      .from(categories)
      .leftJoin(counts, eq(counts.categoryId, categories.id))
      .orderBy(asc(categories.title));
    return rows.map((row) => ({ ...toCategory(row.category), productCount: row.productCount }));
  });
}

/** A product's reviews, newest first (the product's visibility is checked by the caller). */
export async function listReviews(db: Database, productId: number) {
  const rows = await db
    .select()
    .from(reviews)
    .where(eq(reviews.productId, productId))
    .orderBy(desc(reviews.createdAt), desc(reviews.id));
  return rows.map(toReview);
}

import { and, asc, desc, eq, sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { adverts, categories, products, reviews, sliders, vendors } from '../db/schema';
import type { CatalogReader } from './cache';
import { locationCondition, shownProduct } from './conditions';
import { toBanner, toCategory, toReview } from './mappers';

export type SliderType = 'Desktop' | 'Mobile';

/** Sliders of one kind in their set order. */
export async function listSliders(db: Database, type: SliderType) {
  const rows = await db
    .select()
    .from(sliders)
    .where(eq(sliders.type, type))
    .orderBy(asc(sliders.position), asc(sliders.id));
  return rows.map(toBanner);
}

export async function listAdverts(db: Database) {
  const rows = await db.select().from(adverts).orderBy(asc(adverts.position), asc(adverts.id));
  return rows.map(toBanner);
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

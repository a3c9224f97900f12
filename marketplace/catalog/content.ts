import { asc, desc, eq } from 'drizzle-orm';
import type { Database } from '../db/client';
import { adverts, categories, reviews, sliders } from '../db/schema';
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

export async function listCategories(db: Database) {
  const rows = await db.select().from(categories).orderBy(asc(categories.title));
  return rows.map(toCategory);
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

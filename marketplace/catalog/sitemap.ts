import { asc, desc, eq, sql } from 'drizzle-orm';
import type { SitemapResponse } from '../../lib/contract';
import type { Database } from '../db/client';
import { products, reviews, vendors } from '../db/schema';
import { shownProductJoin, visibleStore } from './conditions';

/**
 * A sitemap file holds at most 50,000 URLs; this leaves room for the stores and static pages. Past
 * it the newest products are listed, as the ones search engines are least likely to know yet.
 */
export const SITEMAP_PRODUCT_LIMIT = 45_000;

/**
 * What the storefront's sitemap.xml lists: products shoppers may see with the time their page last
 * changed (listing or newest review; products keep no update time of their own), and Live stores.
 */
export async function sitemapEntries(db: Database): Promise<SitemapResponse> {
  const lastReview = db
    .select({
      productId: reviews.productId,
      updatedAt: sql<Date>`max(${reviews.updatedAt})`.as('last_review'),
    })
    .from(reviews)
    .groupBy(reviews.productId)
    .as('last_review');
  const [productRows, storeRows] = await Promise.all([
    db
      .select({
        id: products.id,
        createdAt: products.createdAt,
        lastReview: lastReview.updatedAt,
      })
      .from(products)
      .innerJoin(vendors, shownProductJoin)
      .leftJoin(lastReview, eq(lastReview.productId, products.id))
      .orderBy(desc(products.id))
      .limit(SITEMAP_PRODUCT_LIMIT),
    db
      .select({ storeName: vendors.storeName })
      .from(vendors)
      .where(visibleStore)
      .orderBy(asc(vendors.storeName)),
  ]);
  return {
    products: productRows.map((row) => {
      const review = row.lastReview ? new Date(row.lastReview) : null;
      const updatedAt = review && review > row.createdAt ? review : row.createdAt;
      return { _id: String(row.id), updatedAt: updatedAt.toISOString() };
    }),
    stores: storeRows,
  };
}

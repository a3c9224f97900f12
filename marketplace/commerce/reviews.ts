import { and, eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type {
  HasPurchasedResponse,
  ReviewBody,
  ownReview,
  reviewSavedResponse,
} from '../../lib/contract/commerce';
import type { Customer } from '../accounts/customers';
import type { Queryable } from '../catalog/products';
import type { Database, Transaction } from '../db/client';
import { orderItems, orders, products, reviews } from '../db/schema';
import { HttpError, notFound } from '../errors';
import { findVisibleProductRef } from './product-ref';

export const REVIEW_MESSAGES = {
  added: 'Review added successfully',
  updated: 'Review updated successfully',
  notPurchased: 'You can only review products you have purchased.',
  alreadyReviewed: 'You have already reviewed this product. Update your review instead.',
  noReview: 'You have not reviewed this product yet.',
} as const;

type OwnReview = z.infer<typeof ownReview>;
type ReviewSaved = z.infer<typeof reviewSavedResponse>;
type ReviewRow = typeof reviews.$inferSelect;

const toOwnReview = (row: ReviewRow): OwnReview => ({
  _id: String(row.id),
  rating: row.rating,
  title: row.title,
  comment: row.comment,
  createdAt: row.createdAt.toISOString(),
});

/** Whether the customer has a paid order with the product in it; unpaid or failed ones do not count. */
export async function hasPaidOrderFor(
  db: Queryable,
  customerId: number,
  productId: number,
): Promise<boolean> {
  const [row] = await db
    .select({ id: orderItems.id })
    .from(orderItems)
    .innerJoin(orders, eq(orders.id, orderItems.orderId))
    .where(
      and(
        eq(orders.customerId, customerId),
        eq(orders.paymentStatus, 'paid'),
        eq(orderItems.productId, productId),
      ),
    )
    .limit(1);
  return row !== undefined;
}

function ownReviewRow(db: Queryable, customerId: number, productId: number) {
  return db
    .select()
    .from(reviews)
    .where(and(eq(reviews.customerId, customerId), eq(reviews.productId, productId)))
    .limit(1);
}

/** GET products/{id}/has-purchased: may the customer review it, and what did they write. */
export async function purchaseCheck(
  db: Database,
  customerId: number,
  productId: number,
): Promise<HasPurchasedResponse> {
  await findVisibleProductRef(db, productId);
  const [hasPurchased, [review]] = await Promise.all([
    hasPaidOrderFor(db, customerId, productId),
    ownReviewRow(db, customerId, productId),
  ]);
  return { hasPurchased, review: review ? toOwnReview(review) : null };
}

/**
 * Adds to the product's rating sums in the review's own transaction. One `x = x + delta` update
 * takes the row's lock, so reviews written at once each count exactly once; the average is a
 * generated column. The write also bumps the catalog version (migration 0003), so kept list
 * totals that filter on rating are recounted.
 */
async function addToRating(
  tx: Transaction,
  productId: number,
  ratingDelta: number,
  reviewsDelta: number,
) {
  const [totals] = await tx
    .update(products)
    .set({
      ratingTotal: sql`${products.ratingTotal} + ${ratingDelta}`,
      numReviews: sql`${products.numReviews} + ${reviewsDelta}`,
    })
    .where(eq(products.id, productId))
    .returning({ averageRating: products.averageRating, numReviews: products.numReviews });
  return { averageRating: Number(totals.averageRating ?? 0), numReviews: totals.numReviews };
}

/** POST products/{id}/reviews: one review per customer and product, only after a paid order. */
export async function createReview(
  db: Database,
  customer: Customer,
  productId: number,
  body: ReviewBody,
): Promise<ReviewSaved> {
  return db.transaction(async (tx) => {
    await findVisibleProductRef(tx, productId);
    if (!(await hasPaidOrderFor(tx, customer.id, productId))) {
      throw new HttpError(403, REVIEW_MESSAGES.notPurchased);
    }
    // The unique index decides between two POSTs at once; the loser writes nothing.
    const [review] = await tx
      .insert(reviews)
      .values({ productId, customerId: customer.id, firstName: customer.firstName, ...body })
      .onConflictDoNothing({
        target: [reviews.customerId, reviews.productId],
        where: sql`${reviews.customerId} is not null`,
      })
      .returning();
    if (!review) throw new HttpError(409, REVIEW_MESSAGES.alreadyReviewed);
    const totals = await addToRating(tx, productId, body.rating, 1);
    return { message: REVIEW_MESSAGES.added, review: toOwnReview(review), ...totals };
  });
}

/**
 * PUT products/{id}/reviews (and .../reviews/{reviewId}): rewrites the customer's own review and
 * moves the product's rating sum by the difference.
 */
export async function updateReview(
  db: Database,
  customer: Customer,
  productId: number,
  body: ReviewBody,
  reviewId?: string,
): Promise<ReviewSaved> {
  return db.transaction(async (tx) => {
    await findVisibleProductRef(tx, productId);
    // Locked, so that two updates at once each move the sum from the rating the other left.
    const [existing] = await ownReviewRow(tx, customer.id, productId).for('update');
    if (!existing || (reviewId !== undefined && reviewId !== String(existing.id))) {
      throw notFound(REVIEW_MESSAGES.noReview);
    }
    const [review] = await tx
      .update(reviews)
      .set({ ...body, firstName: customer.firstName, updatedAt: sql`now()` })
      .where(eq(reviews.id, existing.id))
      .returning();
    const totals = await addToRating(tx, productId, body.rating - existing.rating, 0);
    return { message: REVIEW_MESSAGES.updated, review: toOwnReview(review), ...totals };
  });
}

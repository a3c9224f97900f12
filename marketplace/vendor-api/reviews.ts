import { and, desc, eq, sql } from 'drizzle-orm';
import sanitizeHtml from 'sanitize-html';
import type { VendorReview } from '../../lib/contract/vendor-reviews';
import { VENDOR_HTML_OPTIONS } from '../../lib/contract/vendor-html';
import type { MarketplaceConfig } from '../config';
import type { Database, Transaction } from '../db/client';
import { customers, outbox, products, reviews } from '../db/schema';
import { badRequest, notFound } from '../errors';
import { reviewReplyMail } from '../mail/messages';
import type { VendorOfKey } from './keys';
import { queueTags, tags } from './revalidation';

export const REVIEW_NOT_FOUND = 'Review not found';
export const REPLY_EMPTY = 'Reply cannot be empty.';

/**
 * The reply as it is kept and shown: sanitised on write with the rules the storefront applies to
 * descriptions (lib/contract/vendor-html.ts), since the product page and the browser's own reads
 * of reviews show it as HTML. A reply that was only tags or script is refused, not kept empty.
 */
export function cleanReply(reply: string): string {
  const clean = sanitizeHtml(reply, VENDOR_HTML_OPTIONS).trim();
  if (!clean) throw badRequest(REPLY_EMPTY);
  return clean;
}

type Config = Pick<MarketplaceConfig, 'storefrontUrl' | 'smtpUrl' | 'storefrontRevalidateUrls'>;

const reviewColumns = {
  id: reviews.id,
  productId: reviews.productId,
  productTitle: products.title,
  rating: reviews.rating,
  title: reviews.title,
  comment: reviews.comment,
  firstName: reviews.firstName,
  createdAt: reviews.createdAt,
  vendorReply: reviews.vendorReply,
  customerId: reviews.customerId,
};

interface ReviewRow {
  id: number;
  productId: number;
  productTitle: string;
  rating: number;
  title: string;
  comment: string;
  firstName: string | null;
  createdAt: Date;
  vendorReply: string | null;
}

const toVendorReview = (row: ReviewRow): VendorReview => ({
  _id: String(row.id),
  productId: row.productId,
  productTitle: row.productTitle,
  rating: row.rating,
  title: row.title,
  comment: row.comment,
  firstName: row.firstName,
  createdAt: row.createdAt.toISOString(),
  vendorReply: row.vendorReply,
});

/** Reviews of the vendor's own products (hidden ones too), newest first. */
export async function listOwnReviews(
  db: Database,
  vendor: VendorOfKey,
  page: number,
  limit: number,
) {
  const own = eq(products.vendorId, vendor.vendorId);
  const [rows, [count]] = await Promise.all([
    db
      .select(reviewColumns)
      .from(reviews)
      .innerJoin(products, eq(products.id, reviews.productId))
      .where(own)
      .orderBy(desc(reviews.createdAt), desc(reviews.id))
      .limit(limit)
      .offset((page - 1) * limit),
    db
      .select({ total: sql<number>`count(*)`.mapWith(Number) })
      .from(reviews)
      .innerJoin(products, eq(products.id, reviews.productId))
      .where(own),
  ]);
  const totalReviews = count?.total ?? 0;
  return {
    reviews: rows.map(toVendorReview),
    totalReviews,
    totalPages: Math.ceil(totalReviews / limit),
    currentPage: page,
  };
}

/**
 * The review, locked for this transaction, if it is of one of the vendor's products; another
 * store's review is as good as missing (404), as its products are.
 */
async function lockOwnReview(tx: Transaction, vendor: VendorOfKey, reviewId: number) {
  const [row] = await tx
    .select(reviewColumns)
    .from(reviews)
    .innerJoin(products, eq(products.id, reviews.productId))
    .where(and(eq(reviews.id, reviewId), eq(products.vendorId, vendor.vendorId)))
    .for('update', { of: reviews });
  if (!row) throw notFound(REVIEW_NOT_FOUND);
  return row;
}

/** The reply's words for an e-mail: its HTML without tags, entities decoded once. */
function replyText(html: string): string {
  return sanitizeHtml(html.replace(/<\/(p|li|h[1-6])>|<br\s*\/?>/gi, '\n'), {
    allowedTags: [],
    allowedAttributes: {},
  })
    .replace(/&amp;/g, '&')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}

/**
 * Posts or edits the store's reply (cleanReply). The product's page shows it once its tag reaches
 * the storefronts (queued in this transaction); only that page shows reviews, so no list is
 * dropped. The reviewer is mailed when a reply is first posted, once per review (its dedupe key),
 * in the same transaction: reviews written through the API have a customer; seeded ones have only
 * a first name and nobody to mail.
 */
export async function replyToReview(
  tx: Transaction,
  config: Config,
  vendor: VendorOfKey,
  reviewId: number,
  reply: string,
): Promise<VendorReview> {
  const row = await lockOwnReview(tx, vendor, reviewId);
  const kept = cleanReply(reply);
  await tx
    .update(reviews)
    .set({ vendorReply: kept, updatedAt: new Date() })
    .where(eq(reviews.id, reviewId));
  await queueTags(tx, config, [tags.product(row.productId)]);
  if (row.vendorReply === null && row.customerId !== null) {
    const [customer] = await tx
      .select({ email: customers.email })
      .from(customers)
      .where(eq(customers.id, row.customerId));
    if (customer) {
      const message = reviewReplyMail(
        customer.email,
        vendor.storeName,
        row.productTitle,
        replyText(kept),
        `${config.storefrontUrl}/products/${row.productId}`,
      );
      await tx
        .insert(outbox)
        .values({
          ...message,
          html: message.html ?? null,
          dedupeKey: `review-reply:${reviewId}`,
          // As the mailer does: without SMTP the message is only for the outbox (the dev mailbox).
          nextAttemptAt: config.smtpUrl ? sql`now()` : null,
        })
        .onConflictDoNothing();
    }
  }
  return toVendorReview({ ...row, vendorReply: kept });
}

/** Takes the store's reply off the review; the product's page drops it with its tag. */
export async function deleteReply(
  tx: Transaction,
  config: Config,
  vendor: VendorOfKey,
  reviewId: number,
): Promise<VendorReview> {
  const row = await lockOwnReview(tx, vendor, reviewId);
  if (row.vendorReply !== null) {
    await tx
      .update(reviews)
      .set({ vendorReply: null, updatedAt: new Date() })
      .where(eq(reviews.id, reviewId));
    await queueTags(tx, config, [tags.product(row.productId)]);
  }
  return toVendorReview({ ...row, vendorReply: null });
}

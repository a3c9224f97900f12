import { z } from 'zod';
import { multiLine } from './common';
import { bodyError } from './vendor';

/**
 * Vendors' replies to reviews (issue 41, /api/vendor/reviews, decision 062). Apart from vendor.ts
 * and out of the index: the storefront's pages never need these schemas, and every schema the
 * index exports is built in the browser's shared script.
 */

/** PUT /api/vendor/reviews/:id/reply: the store's answer under a review of one of its products. */
export const vendorReviewReply = z.strictObject(
  {
    /** HTML as product descriptions are, sanitised by the storefront when shown. */
    reply: multiLine('Reply', 'Reply must be text.')
      .transform((text) => text.trim())
      .pipe(
        z
          .string()
          .min(1, 'Reply cannot be empty.')
          .max(2_000, 'Reply can be at most 2,000 characters.'),
      ),
  },
  bodyError,
);
export type VendorReviewReply = z.output<typeof vendorReviewReply>;

/** A review of one of the store's products, as its vendor sees it. */
export const vendorReview = z.object({
  _id: z.string(),
  productId: z.number().int(),
  productTitle: z.string(),
  rating: z.number().int().min(1).max(5),
  title: z.string(),
  comment: z.string(),
  firstName: z.string().nullable(),
  createdAt: z.string(),
  vendorReply: z.string().nullable(),
});
export type VendorReview = z.infer<typeof vendorReview>;

'use client';

import type { ProductReview } from '@/lib/marketplace/mappers';
import { REVIEW_MESSAGES, useProductReviews } from '@/lib/reviews/hooks';
import { ReviewLauncher } from './ReviewLauncher';
import { ReviewList } from './ReviewList';
import listStyles from './ReviewList.module.scss';
import styles from './ProductReviews.module.scss';

/**
 * The Reviews tab: the review form's button for a shopper who bought the product, then the list.
 * The list comes with the cached page; the browser reads it itself when the page could not, and
 * again after the shopper's review is saved.
 */
export function ProductReviews({
  productId,
  initial,
}: {
  productId: string;
  initial: ProductReview[] | null;
}) {
  const { data, error } = useProductReviews(productId, initial);
  let list;
  if (data) list = <ReviewList reviews={data} />;
  else if (error)
    list = (
      <p className={listStyles.error} role="alert">
        {REVIEW_MESSAGES.loadFailed}
      </p>
    );
  else
    list = (
      <p className={listStyles.status} role="status">
        Loading reviews...
      </p>
    );
  return (
    <div className={styles.reviews}>
      <ReviewLauncher productId={productId} />
      {list}
    </div>
  );
}

'use client';

import { useProductRating, type RatingSummary } from '@/lib/reviews/hooks';
import { Stars } from './Stars';
import styles from './ProductInfo.module.scss';

/**
 * Stars, average and review count beside the title. The cached page brings them; a review the
 * shopper saves answers the new ones, shown at once.
 */
export function ProductRating({
  productId,
  initial,
}: {
  productId: string;
  initial: RatingSummary;
}) {
  const { averageRating, numReviews } = useProductRating(productId, initial);
  return (
    <div className={styles.rating} data-testid="product-rating">
      {numReviews > 0 ? (
        <>
          <Stars rating={averageRating} />
          <span className={styles.average} aria-hidden="true" data-testid="average-rating">
            {averageRating.toFixed(1)}
          </span>
          <span className="visually-hidden">Rated {averageRating.toFixed(1)} out of 5</span>
          <a href="#reviews" className={styles.reviewCount}>
            {numReviews} {numReviews === 1 ? 'review' : 'reviews'}
          </a>
        </>
      ) : (
        <span className={styles.noReviews}>No reviews yet</span>
      )}
    </div>
  );
}

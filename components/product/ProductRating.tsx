import { Stars } from './Stars';
import styles from './ProductInfo.module.scss';

/**
 * Stars, average and review count beside the title, from the cached page. A review the shopper
 * saves expires that page, and the server renders it again with the new ones
 * (lib/browser/useReviews.ts).
 */
export function ProductRating({
  averageRating,
  numReviews,
}: {
  averageRating: number;
  numReviews: number;
}) {
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

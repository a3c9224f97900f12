import type { ProductReview } from '@/lib/shared/catalog/mappers';
import { ReviewLauncher } from './ReviewLauncher';
import { ReviewList } from './ReviewList';
import { ReviewsFallback } from './ReviewsFallback';
import styles from './ProductReviews.module.scss';

/**
 * The Reviews tab: the review form's button for a shopper who bought the product, then the list.
 * The list comes with the cached page, and with the page rendered again after the shopper's review
 * is saved; the browser reads it itself only when the server could not (`reviews` null).
 */
export function ProductReviews({
  productId,
  reviews,
}: {
  productId: string;
  reviews: ProductReview[] | null;
}) {
  return (
    <div className={styles.reviews}>
      <ReviewLauncher productId={productId} />
      {reviews ? <ReviewList reviews={reviews} /> : <ReviewsFallback productId={productId} />}
    </div>
  );
}

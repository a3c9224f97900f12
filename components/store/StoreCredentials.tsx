import { VerifiedIcon } from '@/components/product/icons';
import { Stars } from '@/components/product/Stars';
import type { Store } from '@/lib/shared/catalog/mappers';
import styles from './StoreCredentials.module.scss';

/** The mark of a store the marketplace has checked (issue 30), beside its name. */
export function VerifiedMark() {
  return (
    <span className={styles.verified} data-testid="verified-vendor">
      <VerifiedIcon width={16} height={16} />
      Verified vendor
    </span>
  );
}

/** The store's rating: the average over every review of its products, and how many there are. */
export function SellerRating({ rating }: { rating: Store['rating'] }) {
  return (
    <p className={styles.rating} data-testid="seller-rating">
      {rating.numReviews > 0 ? (
        <>
          Seller rating <Stars rating={rating.average} size={14} />
          <span aria-hidden="true" className={styles.average}>
            {rating.average.toFixed(1)}
          </span>
          <span className="visually-hidden">{rating.average.toFixed(1)} out of 5</span>
          <span>
            ({rating.numReviews} {rating.numReviews === 1 ? 'review' : 'reviews'})
          </span>
        </>
      ) : (
        'Seller rating: no reviews yet'
      )}
    </p>
  );
}

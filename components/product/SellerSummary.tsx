import Link from 'next/link';
import { vendorStorePath } from '@/lib/catalog/store-path';
import { isMarketplaceError } from '@/lib/marketplace/errors';
import { getStore } from '@/lib/marketplace/lists';
import type { Store } from '@/lib/marketplace/mappers';
import { VerifiedIcon } from './icons';
import { Stars } from './Stars';
import styles from './SellerSummary.module.scss';

/** The store's details (cached with the store pages), or null when they cannot be read now. */
async function loadStore(storeName: string): Promise<Store | null> {
  try {
    return await getStore(storeName);
  } catch (error) {
    console.error(
      `Seller ${storeName}: details failed`,
      isMarketplaceError(error) ? `(${error.status}) ${error.message}` : error,
    );
    return null;
  }
}

/**
 * "Sold by {store}" on the product page, with the store's verified mark and its rating: the
 * average over every review of its products (issue 30). Without the store's details (the API
 * failed) it is the plain link, and the page renders as before.
 */
export async function SellerSummary({ storeName }: { storeName: string }) {
  const store = await loadStore(storeName);
  return (
    <div className={styles.seller} data-testid="seller-summary">
      <p className={styles.soldBy}>
        Sold by{' '}
        <Link href={vendorStorePath(storeName)} prefetch={false} className={styles.storeLink}>
          {storeName}
        </Link>
        {store?.verified && (
          <span className={styles.verified} data-testid="verified-vendor">
            <VerifiedIcon width={16} height={16} />
            Verified vendor
          </span>
        )}
      </p>
      {store && (
        <p className={styles.rating} data-testid="seller-rating">
          {store.rating.numReviews > 0 ? (
            <>
              Seller rating <Stars rating={store.rating.average} size={14} />
              <span aria-hidden="true" className={styles.average}>
                {store.rating.average.toFixed(1)}
              </span>
              <span className="visually-hidden">{store.rating.average.toFixed(1)} out of 5</span>
              <span className={styles.count}>
                ({store.rating.numReviews} {store.rating.numReviews === 1 ? 'review' : 'reviews'})
              </span>
            </>
          ) : (
            'Seller rating: no reviews yet'
          )}
        </p>
      )}
    </div>
  );
}

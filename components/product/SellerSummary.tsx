import { Link } from '@/components/layout/Link';
import { vendorStorePath } from '@/lib/shared/catalog/store-path';
import { isMarketplaceError } from '@/lib/server/marketplace/errors';
import { getStore } from '@/lib/server/marketplace/lists';
import type { Store } from '@/lib/shared/catalog/mappers';
import { SellerRating, VerifiedMark } from '@/components/store/StoreCredentials';
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
        {store?.verified && <VerifiedMark />}
      </p>
      {store && <SellerRating rating={store.rating} />}
    </div>
  );
}

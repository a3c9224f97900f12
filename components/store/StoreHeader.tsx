import type { Store } from '@/lib/shared/catalog/mappers';
import { StoreBanner } from './StoreBanner';
import { StoreDescription } from './StoreDescription';
import { SellerRating, VerifiedMark } from './StoreCredentials';
import { StoreLogo } from './StoreLogo';
import styles from './StoreHeader.module.scss';

/**
 * The top of a store page: banner, round logo overlapping it, name, verified mark and rating, and
 * description.
 */
export function StoreHeader({ store }: { store: Store }) {
  return (
    <header className={styles.header}>
      <StoreBanner storeName={store.storeName} coverPhoto={store.coverPhoto} />
      <div className={styles.identity}>
        <StoreLogo
          storeName={store.storeName}
          logo={store.logo}
          tradingBusinessName={store.tradingBusinessName}
        />
        <div className={styles.names}>
          <h1 className={styles.name}>{store.storeName}</h1>
          {store.tradingBusinessName !== store.storeName && (
            <p className={styles.trading}>{store.tradingBusinessName}</p>
          )}
          {store.verified && <VerifiedMark />}
          <SellerRating rating={store.rating} />
        </div>
      </div>
      <StoreDescription html={store.description} />
    </header>
  );
}

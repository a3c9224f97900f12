import { notFound } from 'next/navigation';
import type { ReactNode } from 'react';
import { CatalogMessage } from '@/components/catalog/CatalogMessage';
import { LocationBar } from '@/components/layout/LocationBar';
import { StoreHeader } from '@/components/store/StoreHeader';
import { StoreLogo } from '@/components/store/StoreLogo';
import { StoreNotice } from '@/components/store/StoreNotice';
import { storeNameFromSegment } from '@/lib/shared/catalog/store-path';
import { getStore } from '@/lib/server/marketplace/lists';
import { isMarketplaceError } from '@/lib/server/marketplace/errors';
import { isStoreBeingUpdated, type Store } from '@/lib/shared/catalog/mappers';
import styles from './layout.module.scss';

/**
 * The store page's layout, around its two routes: (navigation) for client navigations, whose
 * loading.tsx shows the product placeholders while the list loads, and page-load for a page load
 * (the middleware's rewrite), which renders the list in place (bench/NOTES.md, "Store page first
 * paint").
 *
 * Looks the store up before anything streams. Behind a loading.tsx the response starts with a 200
 * as soon as the skeleton shows, so an unknown or hidden store must be found out here, above that
 * boundary, for the not-found state to go out with a real 404 (app/(store)/vendors/not-found.tsx).
 *
 * The store's header (banner, logo, name, description) is rendered here too, above the loading
 * boundary: it is the page's largest content, so it never waits for the list (same section). The
 * lookup is cached, and the page's own lookup of the same store reuses it.
 */
export default async function VendorStoreLayout({
  children,
  params,
}: {
  children: ReactNode;
  params: Promise<{ storeName: string }>;
}) {
  const storeName = storeNameFromSegment((await params).storeName);
  let store: Store | null;
  try {
    store = await getStore(storeName);
  } catch (error) {
    console.error(
      `Store ${JSON.stringify(storeName)} failed`,
      isMarketplaceError(error) ? `(${error.status}): ${error.message}` : error,
    );
    return (
      <main className="container" style={{ paddingBlock: 'var(--space-12)' }}>
        <CatalogMessage tone="error">Failed to load store details</CatalogMessage>
      </main>
    );
  }
  if (!store) notFound();

  // A Live store without a cover photo is still being set up: a notice instead of the banner.
  if (isStoreBeingUpdated(store)) {
    return (
      <main className={`container ${styles.page} ${styles.store}`}>
        <LocationBar />
        <StoreNotice />
        <div className={styles.identity}>
          <StoreLogo
            storeName={store.storeName}
            logo={store.logo}
            tradingBusinessName={store.tradingBusinessName}
            size={64}
          />
          <h1 className={styles.name}>{store.storeName}</h1>
        </div>
        {children}
      </main>
    );
  }
  return (
    <main className={`container ${styles.page}`}>
      <LocationBar />
      <StoreHeader store={store} />
      {children}
    </main>
  );
}

import { notFound } from 'next/navigation';
import type { ReactNode } from 'react';
import { CatalogMessage } from '@/components/catalog/CatalogMessage';
import { storeNameFromSegment } from '@/lib/catalog/store-path';
import { getStore } from '@/lib/marketplace/lists';
import { isMarketplaceError } from '@/lib/marketplace/errors';

/**
 * Looks the store up before anything streams. The page's loading.tsx starts the response with a
 * 200 as soon as it shows, so an unknown or hidden store must be found out here, above that
 * boundary, for the not-found state to go out with a real 404 (app/(store)/vendors/not-found.tsx).
 * The lookup is cached, and the page's own lookup of the same store reuses it.
 */
export default async function VendorStoreLayout({
  children,
  params,
}: {
  children: ReactNode;
  params: Promise<{ storeName: string }>;
}) {
  const storeName = storeNameFromSegment((await params).storeName);
  let found: boolean;
  try {
    found = (await getStore(storeName)) !== null;
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
  if (!found) notFound();
  return children;
}

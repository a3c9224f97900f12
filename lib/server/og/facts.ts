import 'server-only';
import { defaultListQuery } from '@/lib/shared/catalog/list-query';
import { getStore, getStoreProducts } from '@/lib/server/marketplace/lists';
import type { Store } from '@/lib/shared/catalog/mappers';
import type { StorePreviewFacts } from './preview-paths';

/**
 * What a store's preview shows: the store and its product count (the total of its first list
 * page, a cached call the store page makes too). Null for an unknown or hidden store.
 */
export async function storePreviewFacts(
  storeName: string,
): Promise<(StorePreviewFacts & { store: Store }) | null> {
  const store = await getStore(storeName);
  if (!store) return null;
  const list = await getStoreProducts(store.storeName, defaultListQuery('store'));
  return {
    store,
    storeName: store.storeName,
    logo: store.logo,
    tradingBusinessName: store.tradingBusinessName,
    productCount: list.totalProducts,
  };
}

import 'server-only';
import { headers } from 'next/headers';
import { CATALOG_PAGE_SIZE } from '@/lib/contract/constants';
import { PAGE_CHECK_TIMEOUT_MS } from '@/lib/server/marketplace/deadline';
import { countListProducts } from '@/lib/server/marketplace/lists';
import { createCachedLookup } from '@/lib/server/not-found/cached-lookup';
import type { CachedListPage } from '@/lib/shared/catalog/cached-path';

// As the product page check (lib/server/not-found/page-check.ts): a link shared to a crowd asks the API
// once a minute per replica, and at most this many lists are remembered, the least used going first.
const listCounts = createCachedLookup<number>({ ttlMs: 60_000, maxEntries: 5_000 });

/**
 * Whether a shop or search page load would show no product: a search nothing matches, a category
 * that does not exist, a page past the last. Such a page is answered but not stored in the shared
 * cache (decision 052), so that random URLs cannot fill it. An API that does not answer in time
 * counts as not empty: the cached route serves what it has, or its failure state, as before.
 */
export async function isEmptyListPage(list: CachedListPage): Promise<boolean> {
  if (list.kind === 'home') return false;
  const text = list.kind === 'search' ? list.text : null;
  const key = `${list.kind}|${list.location ?? ''}|${text ?? ''}|${JSON.stringify({ ...list.query, page: 1 })}`;
  try {
    const total = await listCounts(key, () =>
      countListProducts(text, list.query, list.location, PAGE_CHECK_TIMEOUT_MS),
    );
    return total <= (list.query.page - 1) * CATALOG_PAGE_SIZE;
  } catch {
    return false;
  }
}

/** Set by the middleware on a page load it found empty; the public route then keeps nothing. */
export const EMPTY_LIST_HEADER = 'x-oja-empty-list';

/** Whether the middleware marked this request's list as empty (see EMPTY_LIST_HEADER). */
export async function isMarkedEmptyList(): Promise<boolean> {
  return (await headers()).get(EMPTY_LIST_HEADER) === '1';
}

/** After a catalog change (the revalidate call's `products` tag), every count is asked again. */
export function expireListChecks(): void {
  listCounts.expire('all');
}

import 'server-only';
import { storeNameFromSegment, storeSegmentOf } from '@/lib/shared/catalog/store-path';
import { PAGE_CHECK_TIMEOUT_MS } from '@/lib/server/marketplace/deadline';
import { isMarketplaceError } from '@/lib/server/marketplace/errors';
import { CACHE_TAGS } from '@/lib/server/marketplace/cache';
import { getStore } from '@/lib/server/marketplace/lists';
import { checkProduct } from '@/lib/server/marketplace/product';
import { createCachedLookup } from './cached-lookup';
import type { CheckedPage } from '@/lib/shared/page-routes';

const PRODUCT_PAGE = /^\/products\/([^/]+)\/?$/;

// Long enough that a shared link opened by a whole WhatsApp group asks the API once, short enough
// that a product added or a store shown again is found within a minute. While the API is down, an
// answer up to a day old still stands: a product known to exist keeps its cached page serving.
const pageIsMissing = createCachedLookup<boolean>({
  ttlMs: 60_000,
  maxEntries: 5_000,
  staleForMs: 24 * 60 * 60_000,
});

/** The API could not say whether the page exists: down, too slow, or failing on its side. */
class Unavailable extends Error {}

/** A failure of the API itself (5xx, or 503 for no answer in time) is its being unavailable. */
function unavailableOr<T>(error: unknown, answer: T): T {
  if (isMarketplaceError(error) && error.status >= 500) throw new Unavailable(error.message);
  return answer;
}

/** Only the API's clear "no such product" counts as missing: any other 4xx is the page's to show. */
async function productIsMissing(id: string): Promise<boolean> {
  try {
    await checkProduct(id, PAGE_CHECK_TIMEOUT_MS);
    return false;
  } catch (error) {
    if (isMarketplaceError(error) && error.isNotFound) return true;
    return unavailableOr(error, false);
  }
}

async function storeIsMissing(segment: string): Promise<boolean> {
  try {
    const store = await getStore(storeNameFromSegment(segment), {
      timeoutMs: PAGE_CHECK_TIMEOUT_MS,
    });
    return store === null;
  } catch (error) {
    return unavailableOr(error, false);
  }
}

export interface PageCheck {
  page: CheckedPage;
  /** Missing: the product or store does not exist (or is hidden). Unavailable: the API is down. */
  problem: 'missing' | 'unavailable';
}

/**
 * Whether this path is a product or store page that cannot be rendered: its product or store
 * does not exist, so that the middleware answers with the server-rendered 404 page instead of
 * the page calling notFound(), whose HTML Next 16 leaves empty (see app/not-found.tsx); or the API
 * did not answer within PAGE_CHECK_TIMEOUT_MS, so that the middleware answers 503 with the page's
 * failure state at once instead of the page waiting out its own calls. Null for any other path and
 * for a page that exists.
 */
export async function checkPage(pathname: string): Promise<PageCheck | null> {
  const product = PRODUCT_PAGE.exec(pathname);
  const segment = product ? null : storeSegmentOf(pathname);
  if (!product && segment === null) return null;
  const page: CheckedPage = product ? 'product' : 'store';
  try {
    const missing = product
      ? await pageIsMissing(CACHE_TAGS.product(product[1]), () => productIsMissing(product[1]))
      : await pageIsMissing(CACHE_TAGS.store(storeNameFromSegment(segment as string)), () =>
          storeIsMissing(segment as string),
        );
    return missing ? { page, problem: 'missing' } : null;
  } catch (error) {
    if (error instanceof Unavailable) return { page, problem: 'unavailable' };
    throw error;
  }
}

/**
 * After the API said these cache tags changed (POST /api/revalidate): the answers for the products
 * and stores they name are asked again on the next page request. `catalog` (a reseed) expires them
 * all. An expired answer still stands while the API is down (createCachedLookup's staleForMs), so
 * that no tag makes a page known to exist answer 503.
 */
export function expirePageChecks(tags: readonly string[]): void {
  if (tags.includes(CACHE_TAGS.catalog)) {
    pageIsMissing.expire('all');
    return;
  }
  pageIsMissing.expire(
    tags.filter((tag) => tag.startsWith('product:') || tag.startsWith('store:')),
  );
}

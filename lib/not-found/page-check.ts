import 'server-only';
import { storeNameFromSegment, storeSegmentOf } from '@/lib/catalog/store-path';
import { isMarketplaceError } from '@/lib/marketplace/errors';
import { getStore } from '@/lib/marketplace/lists';
import { getProduct } from '@/lib/marketplace/product';
import { rememberFor } from './remember';
import type { MissingPage } from './paths';

const PRODUCT_PAGE = /^\/products\/([^/]+)\/?$/;

// Long enough that a shared link opened by a whole WhatsApp group asks the API once, short enough
// that a product added or a store shown again is found within a minute.
const remembered = rememberFor<boolean>({ ttlMs: 60_000, maxEntries: 5_000 });

/** Only the API's clear "no such product" counts: any other failure is the page's to show. */
async function productIsMissing(id: string): Promise<boolean> {
  try {
    await getProduct(id);
    return false;
  } catch (error) {
    return isMarketplaceError(error) && error.isNotFound;
  }
}

async function storeIsMissing(segment: string): Promise<boolean> {
  try {
    return (await getStore(storeNameFromSegment(segment))) === null;
  } catch {
    return false;
  }
}

/**
 * Whether this path is a product or store page whose product or store does not exist (or is
 * hidden), so that the middleware can answer with the server-rendered 404 page instead of the page
 * calling notFound(), whose HTML Next 16 leaves empty (see app/not-found.tsx).
 */
export async function missingPage(pathname: string): Promise<MissingPage | null> {
  const product = PRODUCT_PAGE.exec(pathname);
  if (product) {
    const id = product[1];
    return (await remembered(`product:${id}`, () => productIsMissing(id))) ? 'product' : null;
  }
  const segment = storeSegmentOf(pathname);
  if (segment !== null) {
    return (await remembered(`store:${segment}`, () => storeIsMissing(segment))) ? 'store' : null;
  }
  return null;
}

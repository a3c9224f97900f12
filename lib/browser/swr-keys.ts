import { SAVED_ITEMS_PAGE_SIZE } from '@/lib/contract/constants';
import * as api from './api';

/**
 * SWR keys of the shopper's own data: the URLs of the browser API's calls themselves
 * (lib/browser/api), so a key says what it fetches and one mutate(key) refreshes every screen
 * that shows it. The header's session key is SESSION_KEY in useSessionSummary.ts, as every page
 * loads it and none of these.
 */

export const CART_KEY = /*#__PURE__*/ api.cart.get.url();
/** A signed-out shopper's cart, kept in a cookie by the storefront (decision 041). */
export const GUEST_CART_KEY = /*#__PURE__*/ api.guestCart.get.url();
export const TAX_KEY = /*#__PURE__*/ api.cart.tax.url();

const SAVED_ITEMS = /*#__PURE__*/ api.savedItems.list.url();

export function savedItemsKey(page: number): string {
  return api.savedItems.list.url({ page, limit: SAVED_ITEMS_PAGE_SIZE });
}

/** The shopper's saved entry for one product, if any: the product page's saved flag. */
export function savedLookupKey(productId: string): string {
  return api.savedItems.list.url({ productId, page: 1, limit: 1 });
}

export function isSavedItemsKey(key: unknown): boolean {
  return typeof key === 'string' && key.startsWith(`${SAVED_ITEMS}?`);
}

export function hasPurchasedKey(productId: string): string {
  return api.reviews.hasPurchased.url(productId);
}

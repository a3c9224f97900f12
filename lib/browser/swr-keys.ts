import { SAVED_ITEMS_PAGE_SIZE } from '@/lib/contract/constants';

/**
 * SWR keys of the shopper's own data: the BFF proxy's URLs themselves, so a key says what it
 * fetches and one mutate(key) refreshes every screen that shows it.
 */
export const CART_KEY = '/api/customer/cart';
/** A signed-out shopper's cart, kept in a cookie by the storefront (decision 041). */
export const GUEST_CART_KEY = '/api/guest-cart';
export const TAX_KEY = '/api/customer/tax';

const SAVED_ITEMS = '/api/customer/saved-items';

export function savedItemsKey(page: number): string {
  return `${SAVED_ITEMS}?page=${page}&limit=${SAVED_ITEMS_PAGE_SIZE}`;
}

/** The shopper's saved entry for one product, if any: the product page's saved flag. */
export function savedLookupKey(productId: string): string {
  return `${SAVED_ITEMS}?productId=${encodeURIComponent(productId)}&page=1&limit=1`;
}

export function isSavedItemsKey(key: unknown): boolean {
  return typeof key === 'string' && key.startsWith(`${SAVED_ITEMS}?`);
}

export function hasPurchasedKey(productId: string): string {
  return `/api/customer/products/${encodeURIComponent(productId)}/has-purchased`;
}

export function reviewsKey(productId: string): string {
  return `/api/customer/products/${encodeURIComponent(productId)}/reviews`;
}

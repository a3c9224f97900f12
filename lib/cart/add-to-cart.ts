import { SWRConfig } from 'swr';
import { callBff } from '@/lib/bff/browser';
import type { Cart } from '@/lib/contract/commerce';
import { SESSION_SUMMARY_URL, type SessionSummary } from '@/lib/session-summary';
import { messageOf } from '@/lib/bff/message';
import { BffError, unwrap } from '@/lib/client/bff-fetcher';
import { CART_KEY } from '@/lib/client/swr-keys';
import { changeCart, type CartActionResult } from './change';
import { CART_MESSAGES } from './messages';

/** What a card, the product page or a saved item knows about the product being added. */
export interface CartProduct {
  productId?: string;
  price?: number;
  vendorId?: string;
  storeName?: string;
}

export type AddToCartResult =
  | (CartActionResult & { kind: 'added' | 'updated' })
  | { ok: false; kind: 'missing-info'; message: string; status: 0 }
  | { ok: false; kind: 'signed-out'; message: ''; status: 401 };

/** What SWR already holds for `key` (its default cache: the storefront has no SWRConfig provider). */
function cached<T>(key: string): T | undefined {
  return SWRConfig.defaultValue.cache.get(key)?.data as T | undefined;
}

/**
 * Adds `qty` of a product (spec section 4): a new line when the product is not in the cart, else
 * the line's quantity goes up by `qty` (PUT cart/update with the sum), so pressing Add twice means
 * two. The server checks stock and prices; its answer replaces the cart and the header badge.
 *
 * A plain function, not a hook, so that ADD TO CART buttons load it (with SWR's mutate and the
 * contract's schemas) on the first press rather than with every page of product cards.
 */
export async function addToCart(
  product: CartProduct,
  qty: number,
  fallback: string = CART_MESSAGES.addFailed,
): Promise<AddToCartResult> {
  // The session answer already says signed out: off to log in without asking the API.
  if (cached<SessionSummary>(SESSION_SUMMARY_URL)?.customer === null) {
    return { ok: false, kind: 'signed-out', message: '', status: 401 };
  }
  const { productId, price, vendorId, storeName } = product;
  if (!productId || !vendorId || !storeName) {
    return {
      ok: false,
      kind: 'missing-info',
      message: CART_MESSAGES.productOrVendorMissing,
      status: 0,
    };
  }
  let cart = cached<Cart>(CART_KEY);
  if (!cart) {
    try {
      cart = await unwrap(callBff(CART_KEY), (c) => c.cartResponse, fallback);
    } catch (error) {
      const status = error instanceof BffError ? error.status : 0;
      return { ok: false, kind: 'added', message: messageOf(error, fallback), status };
    }
  }
  const line = cart.cartItems.find((item) => item.productId === productId);
  if (line) {
    const result = await changeCart(
      () =>
        callBff('/api/customer/cart/update', {
          method: 'PUT',
          body: { productId, qty: line.qty + qty },
        }),
      fallback,
    );
    return { ...result, kind: 'updated' };
  }
  const result = await changeCart(
    () =>
      callBff('/api/customer/cart/add', {
        method: 'POST',
        body: { productId, qty, price, vendorId, storeName },
      }),
    fallback,
  );
  return { ...result, kind: 'added' };
}

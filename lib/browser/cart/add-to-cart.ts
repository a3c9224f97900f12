import { SWRConfig } from 'swr';
import * as api from '@/lib/browser/api';
import type { SessionSummary } from '@/lib/shared/session-summary';
import { CART_KEY, GUEST_CART_KEY } from '@/lib/browser/swr-keys';
import { SESSION_KEY } from '@/lib/browser/useSessionSummary';
import { changeCart, type CartActionResult } from './change';
import { CART_MESSAGES } from '@/lib/shared/cart/messages';

/** What a card, the product page or a saved item knows about the product being added. */
export interface CartProduct {
  productId?: string;
  price?: number;
  vendorId?: string;
  storeName?: string;
}

export type AddToCartResult =
  | (CartActionResult & {
      /** A new line, or the line already there raised; `qty` is the line's quantity now. */
      kind: 'added' | 'raised';
      qty: number;
      /** Kept in the guest cart: it joins the account's cart at login. */
      guest: boolean;
    })
  | { ok: false; kind: 'missing-info'; message: string; status: 0 };

/** What SWR already holds for `key` (its default cache: the storefront has no SWRConfig provider). */
function cached<T>(key: string): T | undefined {
  return SWRConfig.defaultValue.cache.get(key)?.data as T | undefined;
}

/**
 * Adds `qty` of a product in one call (issue 26.6): POST cart/add raises the line when the product
 * is already in the cart, in one statement on the API, so two tabs adding at once both count. Its
 * answer says which, and replaces the cart and the header badge. A signed-out shopper's add goes to
 * the guest cart (a sealed cookie), merged into the account's cart at login (decision 041).
 *
 * A plain function, not a hook, so that ADD TO CART buttons load it (with SWR's mutate and the
 * contract's schemas) on the first press rather than with every page of product cards.
 */
export async function addToCart(
  product: CartProduct,
  qty: number,
  fallback: string = CART_MESSAGES.addFailed,
): Promise<AddToCartResult> {
  const { productId, vendorId, storeName } = product;
  if (!productId || !vendorId || !storeName) {
    return {
      ok: false,
      kind: 'missing-info',
      message: CART_MESSAGES.productOrVendorMissing,
      status: 0,
    };
  }
  const guest = cached<SessionSummary>(SESSION_KEY)?.customer === null;
  let outcome: 'added' | 'raised' = 'added';
  let lineQty = qty;
  const result = await changeCart(
    async () => {
      const answer = guest
        ? await api.guestCart.add({ productId, qty })
        : await api.cart.add({ productId, qty, vendorId, storeName });
      if (answer.ok) {
        // Read with care: the shape is checked (by changeCart) only after this.
        const { outcome: said, cartItems } = answer.data;
        outcome = said === 'raised' ? 'raised' : 'added';
        lineQty = cartItems?.find((line) => line.productId === productId)?.qty ?? qty;
      }
      return answer;
    },
    fallback,
    undefined,
    guest ? GUEST_CART_KEY : CART_KEY,
  );
  // The session ended since the page loaded: the add goes to the guest cart instead.
  if (!guest && !result.ok && result.status === 401) return addToCart(product, qty, fallback);
  return { ...result, kind: outcome, qty: lineQty, guest };
}

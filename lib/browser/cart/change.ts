import { mutate } from 'swr';
import type { callBff } from '@/lib/browser/bff';
import type { Cart } from '@/lib/contract/commerce';
import { messageOf } from '@/lib/shared/api-message';
import { BffError, isSignInError, unwrap } from '@/lib/browser/bff-fetcher';
import { CART_KEY } from '@/lib/browser/swr-keys';
import { markSignedOut, setCartBadge } from '@/lib/browser/cart/badge';

export const EMPTY_CART: Cart = { cartItems: [], totalPrice: 0, itemCount: 0 };

export interface CartActionResult {
  ok: boolean;
  /** The toast text: the server's message when it sent one, else the spec's default. */
  message: string;
  status: number;
}

/**
 * One change to the cart: shows `optimistic` on screen at once, replaces the cart with the server's
 * answer when it comes, and puts the screen back if the server refuses. SWR's global mutate: the
 * storefront has no SWRConfig provider, so it is the cache every cart hook reads.
 */
export async function changeCart(
  request: () => ReturnType<typeof callBff>,
  fallback: string,
  optimistic?: (cart: Cart) => Cart,
  /** The cart changed: the account's (CART_KEY) or, signed out, the guest cart's. */
  key: string = CART_KEY,
): Promise<CartActionResult> {
  try {
    const next = await mutate<Cart>(
      key,
      async () => {
        // The answer's message is not shown: each screen has its own texts (spec section 8).
        const { cartItems, totalPrice, itemCount } = await unwrap(
          request(),
          (c) => c.cartChangeResponse,
          fallback,
        );
        return { cartItems, totalPrice, itemCount };
      },
      {
        optimisticData: optimistic ? (current) => optimistic(current ?? EMPTY_CART) : undefined,
        rollbackOnError: true,
        populateCache: true,
        revalidate: false,
      },
    );
    if (next) setCartBadge(next.itemCount);
    return { ok: true, message: '', status: 200 };
  } catch (error) {
    if (isSignInError(error)) markSignedOut();
    return {
      ok: false,
      message: messageOf(error, fallback),
      status: error instanceof BffError ? error.status : 0,
    };
  }
}

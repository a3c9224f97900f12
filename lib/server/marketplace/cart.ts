import 'server-only';
import { cartResponse } from '@/lib/contract/commerce';
import { CACHE } from './cache';
import { marketplaceFetch } from './client';

/** How long the header's session answer waits for the cart before showing no badge. */
const CART_COUNT_TIMEOUT_MS = 1_500;

/**
 * The cart badge's count (distinct lines) for a signed-in shopper; never cached. Any failure or
 * a slow API gives 0: the badge must never break or hold up the session answer, and the cart page
 * and every cart change set it again in the browser.
 */
export async function getCartCount(token: string): Promise<number> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const late = new Promise<number>((resolve) => {
    timer = setTimeout(() => resolve(0), CART_COUNT_TIMEOUT_MS);
  });
  const count = marketplaceFetch('/api/customer/cart', {
    schema: cartResponse,
    cache: CACHE.none,
    token,
  }).then(
    (cart) => cart.itemCount,
    () => 0,
  );
  try {
    return await Promise.race([count, late]);
  } finally {
    clearTimeout(timer);
  }
}

import { bffJson } from '@/lib/bff/respond';
import type { SessionAnswer } from '@/lib/bff/session-answer';
import { getCartCount } from '@/lib/marketplace/cart';
import { getSession } from '@/lib/session';

/**
 * What the header shows: the greeting's first name (null when signed out) and the cart badge.
 * A visitor's answer comes from the cookie alone; a signed-in shopper's costs one GET cart.
 */
export async function GET(): Promise<Response> {
  const { token, customer } = await getSession();
  const signedIn = Boolean(token && customer);
  const answer: SessionAnswer = {
    customer: signedIn && customer ? { firstName: customer.firstName } : null,
    cartCount: signedIn && token ? await getCartCount(token) : 0,
  };
  return bffJson(answer);
}

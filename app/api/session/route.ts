import { bffJson } from '@/lib/server/bff/respond';
import type { SessionAnswer } from '@/lib/server/bff/session-answer';
import { getCartCount } from '@/lib/server/marketplace/cart';
import { getSession, readGuestCart } from '@/lib/server/session';

/**
 * What the header shows: the greeting's first name (null when signed out) and the cart badge.
 * A visitor's answer comes from the cookies alone; a signed-in shopper's costs one GET cart.
 */
export async function GET(): Promise<Response> {
  const { token, customer } = await getSession();
  const signedIn = Boolean(token && customer);
  const answer: SessionAnswer = {
    customer: signedIn && customer ? { firstName: customer.firstName } : null,
    // A visitor's badge counts the guest cart's lines (decision 041).
    cartCount: signedIn && token ? await getCartCount(token) : (await readGuestCart()).lines.length,
  };
  return bffJson(answer);
}

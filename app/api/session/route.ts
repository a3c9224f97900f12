import { bffJson } from '@/lib/bff/respond';
import type { SessionAnswer } from '@/lib/bff/session-answer';
import { getSession } from '@/lib/session';

/**
 * What the header shows: the greeting's first name (null when signed out) and the cart badge.
 * Read from the session cookie alone, so it is cheap enough for every page view.
 */
export async function GET(): Promise<Response> {
  const { token, customer } = await getSession();
  const answer: SessionAnswer = {
    customer: token && customer ? { firstName: customer.firstName } : null,
    // The cart issue fills this in.
    cartCount: 0,
  };
  return bffJson(answer);
}

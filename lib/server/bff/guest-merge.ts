import 'server-only';
import { cartMergeResponse } from '@/lib/contract/commerce';
import { EMPTY_GUEST_CART, isEmptyGuestCart } from '@/lib/shared/cart/guest-cart';
import { guestMergeNotice } from '@/lib/shared/cart/guest-notice';
import { readGuestCart, saveGuestCart } from '@/lib/server/session';
import { callCustomerApi } from './upstream';

/**
 * At login and signup: the guest cart goes into the account's cart (each line capped at the stock
 * by the API, priced by it) and the saves asked for while signed out are made; then the cookie is
 * cleared. A cart the API could not take is kept for the next sign-in. Answers the notice for the
 * shopper, or null when there was nothing to do (issue 30.3, decision 041).
 */
export async function mergeGuestCart(token: string, clientIp?: string): Promise<string | null> {
  const guest = await readGuestCart();
  if (isEmptyGuestCart(guest)) return null;

  let merge = null;
  let failed = false;
  if (guest.lines.length > 0) {
    const answer = await callCustomerApi({
      method: 'POST',
      path: 'cart/merge',
      body: JSON.stringify({ items: guest.lines }),
      token,
      clientIp,
    });
    const parsed = answer.status === 200 ? cartMergeResponse.safeParse(answer.body) : null;
    if (parsed?.success) merge = parsed.data;
    else failed = true;
  }
  let saved = 0;
  for (const productId of guest.saves) {
    const answer = await callCustomerApi({
      method: 'POST',
      path: 'saved-items/add',
      body: JSON.stringify({ productId }),
      token,
      clientIp,
    });
    if (answer.status < 300) saved += 1;
  }
  await saveGuestCart(failed ? { ...guest, saves: [] } : EMPTY_GUEST_CART);
  return guestMergeNotice(merge, saved, failed);
}

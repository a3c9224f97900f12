import { addToGuestCart } from '@/lib/server/bff/guest-cart';
import { CART_MESSAGES } from '@/lib/shared/cart/messages';
import { cartAddResponse, cartMergeLine } from '@/lib/contract/commerce';
import { backTo, readLiteForm } from '@/lib/server/lite/forms';
import { CACHE } from '@/lib/server/marketplace/cache';
import { marketplaceFetch } from '@/lib/server/marketplace/client';
import { isMarketplaceError } from '@/lib/server/marketplace/errors';
import { getSession, readGuestCart, saveGuestCart } from '@/lib/server/session';

type Added = { ok: true; outcome: 'added' | 'raised' } | { ok: false; message: string };

/** Into the account's cart (POST cart/add, one statement on the API); null when the token is gone. */
async function addToAccountCart(token: string, productId: string, qty: number) {
  try {
    const { outcome } = await marketplaceFetch('/api/customer/cart/add', {
      method: 'POST',
      body: { productId, qty },
      token,
      schema: cartAddResponse,
      cache: CACHE.none,
    });
    return { ok: true, outcome } satisfies Added;
  } catch (error) {
    if (!isMarketplaceError(error)) throw error;
    if (error.status === 401) return null;
    return { ok: false, message: error.message || CART_MESSAGES.addFailed } satisfies Added;
  }
}

/** Into the sealed guest-cart cookie, merged into the account's cart at login (decision 041). */
async function addToGuest(productId: string, qty: number): Promise<Added> {
  const added = await addToGuestCart(await readGuestCart(), productId, qty);
  if (!added.ok) return { ok: false, message: added.message };
  await saveGuestCart(added.cart);
  return { ok: true, outcome: added.outcome };
}

/**
 * POST /api/lite/cart (a form: productId, qty, back): ADD TO CART on a Lite product page, which has
 * no scripts (decision 047). Signed in, into the account's cart; signed out, or when the session
 * has ended, into the guest cart, as the full pages' button does. Then back to the page, which says
 * what happened.
 */
export async function POST(request: Request): Promise<Response> {
  const form = await readLiteForm(request);
  if (form instanceof Response) return form;
  const line = cartMergeLine.safeParse({
    productId: form.fields.get('productId'),
    qty: form.fields.get('qty') ?? 1,
  });
  if (!line.success) {
    return backTo(form.back, line.error.issues[0]?.message ?? CART_MESSAGES.addFailed);
  }
  const { productId, qty } = line.data;
  const { token } = await getSession();
  const added =
    (token ? await addToAccountCart(token, productId, qty) : null) ??
    (await addToGuest(productId, qty));
  if (!added.ok) return backTo(form.back, added.message);
  return backTo(form.back, added.outcome === 'added' ? CART_MESSAGES.added : CART_MESSAGES.updated);
}

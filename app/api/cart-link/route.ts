import { readCartLinkToken } from '@/lib/server/cart-links';
import { addSharedLines } from '@/lib/server/cart-share';
import { backTo, readLiteForm } from '@/lib/server/lite/forms';

const SHARED_CART_MESSAGES = {
  invalid: 'This cart link is not valid.',
  failed: 'The marketplace could not be reached. Please try again.',
} as const;

/**
 * POST /api/cart-link (a form: token): "Add these to my cart" on a shared cart's page. Another
 * site's post is refused (readLiteForm); a token this storefront did not sign changes nothing.
 * The lines go in the shopper's cart, each capped at the stock, then a 303 to the cart page.
 */
export async function POST(request: Request): Promise<Response> {
  const form = await readLiteForm(request);
  if (form instanceof Response) return form;
  const token = form.fields.get('token');
  const lines = typeof token === 'string' ? readCartLinkToken(token) : null;
  if (!lines) return Response.json({ message: SHARED_CART_MESSAGES.invalid }, { status: 400 });
  if (!(await addSharedLines(lines))) {
    return Response.json({ message: SHARED_CART_MESSAGES.failed }, { status: 503 });
  }
  return backTo('/cart');
}

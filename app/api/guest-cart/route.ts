import { cartMergeLine } from '@/lib/contract/commerce';
import { bffJson, bffMessage, readJson, refuseCrossOrigin } from '@/lib/server/bff/respond';
import {
  addToGuestCart,
  findGuestProduct,
  GUEST_PRODUCT_NOT_FOUND,
  guestStockProblem,
  MARKETPLACE_UNREACHABLE,
  priceGuestCart,
} from '@/lib/server/bff/guest-cart';
import { qtyInGuestCart, setGuestLine, type GuestCart } from '@/lib/shared/cart/guest-cart';
import { CART_MESSAGES } from '@/lib/shared/cart/messages';
import { isMarketplaceError } from '@/lib/server/marketplace/errors';
import { getSession, readGuestCart, saveGuestCart } from '@/lib/server/session';

/**
 * The signed-out shopper's cart (issue 30.3, decision 041): GET it priced from the catalog; POST
 * {productId, qty} adds; PUT {productId, qty} sets a quantity; DELETE ?productId= removes a line,
 * DELETE alone clears it. Every answer is the cart in the signed-in cart's shape. It is merged into
 * the account's cart at login and signup (lib/server/bff/sign-in.ts).
 */

async function answer(cart: GuestCart, extra: Record<string, unknown> = {}): Promise<Response> {
  try {
    return bffJson({ ...(await priceGuestCart(cart)), ...extra });
  } catch (error) {
    if (!isMarketplaceError(error)) throw error;
    return bffMessage(MARKETPLACE_UNREACHABLE, 503);
  }
}

/** A signed-in shopper has an account cart: the guest cart is not theirs to change. */
async function refuseSignedIn(): Promise<Response | null> {
  const { token } = await getSession();
  return token ? bffMessage('You are logged in: use your cart.', 409) : null;
}

async function parsedLine(request: Request) {
  const parsed = cartMergeLine.safeParse(await readJson(request));
  return parsed.success ? parsed.data : null;
}

/** The product the line names, or the answer when it cannot be had (503 unreachable, 404 none). */
async function guestProduct(productId: string) {
  let product;
  try {
    product = await findGuestProduct(productId);
  } catch {
    return bffMessage(MARKETPLACE_UNREACHABLE, 503);
  }
  return product ?? bffMessage(GUEST_PRODUCT_NOT_FOUND, 404);
}

export async function GET(): Promise<Response> {
  return answer(await readGuestCart());
}

export async function POST(request: Request): Promise<Response> {
  const refused = refuseCrossOrigin(request) ?? (await refuseSignedIn());
  if (refused) return refused;
  const line = await parsedLine(request);
  if (!line) return bffMessage(CART_MESSAGES.productOrVendorMissing, 400);
  const added = await addToGuestCart(await readGuestCart(), line.productId, line.qty);
  if (!added.ok) return bffMessage(added.message, added.status);
  await saveGuestCart(added.cart);
  const { cart: next, outcome } = added;
  const message = outcome === 'added' ? CART_MESSAGES.added : CART_MESSAGES.updated;
  return answer(next, { message, outcome });
}

export async function PUT(request: Request): Promise<Response> {
  const refused = refuseCrossOrigin(request) ?? (await refuseSignedIn());
  if (refused) return refused;
  const line = await parsedLine(request);
  if (!line) return bffMessage(CART_MESSAGES.productOrVendorMissing, 400);
  const cart = await readGuestCart();
  if (qtyInGuestCart(cart, line.productId) === 0) {
    return bffMessage('This product is not in your cart.', 404);
  }
  const product = await guestProduct(line.productId);
  if (product instanceof Response) return product;
  const problem = guestStockProblem(product, 0, line.qty);
  if (problem) return bffMessage(problem, 400);
  const next = setGuestLine(cart, line.productId, line.qty);
  await saveGuestCart(next);
  return answer(next, { message: CART_MESSAGES.updated });
}

export async function DELETE(request: Request): Promise<Response> {
  const refused = refuseCrossOrigin(request) ?? (await refuseSignedIn());
  if (refused) return refused;
  const productId = new URL(request.url).searchParams.get('productId');
  const cart = await readGuestCart();
  const next: GuestCart = productId
    ? setGuestLine(cart, productId, 0)
    : { lines: [], saves: cart.saves };
  await saveGuestCart(next);
  return answer(next, { message: productId ? 'Item removed from cart.' : 'Cart cleared.' });
}

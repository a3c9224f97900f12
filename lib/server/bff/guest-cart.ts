import 'server-only';
import type { Cart, CartItem } from '@/lib/contract/commerce';
import { stockMessage } from '@/lib/contract/constants';
import {
  addGuestLine,
  GUEST_CART_MESSAGES,
  qtyInGuestCart,
  type GuestCart,
} from '@/lib/shared/cart/guest-cart';
import { lineTotal } from '@/lib/shared/cart/totals';
import { getProduct } from '@/lib/server/marketplace/product';
import { isMarketplaceError } from '@/lib/server/marketplace/errors';
import type { Product } from '@/lib/shared/catalog/mappers';

export const GUEST_PRODUCT_NOT_FOUND = 'Product not found';

/** The catalog's product, or null when it is not sold (any longer); other failures are thrown. */
export async function findGuestProduct(productId: string): Promise<Product | null> {
  try {
    return await getProduct(productId);
  } catch (error) {
    if (isMarketplaceError(error) && error.status === 404) return null;
    throw error;
  }
}

/** Why `qty` more cannot go in the guest cart, or null when it can. */
export function guestStockProblem(product: Product, inCart: number, qty: number): string | null {
  return inCart + qty > product.quantity ? stockMessage(product, inCart) : null;
}

function toLine(product: Product, qty: number): CartItem {
  return {
    product: {
      _id: product.id,
      title: product.title,
      images: product.images,
      location: product.warehouseState,
      quantity: product.quantity,
    },
    productId: product.id,
    qty,
    price: product.price,
    vendorId: product.vendor.id,
    storeName: product.vendor.storeName,
    available: product.quantity >= qty,
  };
}

/**
 * The guest cart as the cart page shows it, in the signed-in cart's shape: every price, title and
 * stock figure read from the public catalog now. A product no longer sold is left out.
 */
export async function priceGuestCart(cart: GuestCart): Promise<Cart> {
  const products = await Promise.all(cart.lines.map((line) => findGuestProduct(line.productId)));
  const cartItems = cart.lines.flatMap((line, i) => {
    const product = products[i];
    return product ? [toLine(product, line.qty)] : [];
  });
  const totalPrice = cartItems
    .filter((line) => line.available)
    .reduce((sum, line) => Math.round((sum + lineTotal(line.price, line.qty)) * 100) / 100, 0);
  return { cartItems, totalPrice, itemCount: cartItems.length };
}

export const MARKETPLACE_UNREACHABLE = 'The marketplace could not be reached. Please try again.';

export type GuestAddResult =
  | { ok: true; cart: GuestCart; outcome: 'added' | 'raised' }
  | { ok: false; status: number; message: string };

/**
 * Adds `qty` of a product to the guest cart `cart` (not yet kept): the product must be sold and in
 * stock for what the cart already holds plus `qty`. The guest-cart BFF and the Lite pages' form
 * (app/api/lite/cart) both add through here.
 */
export async function addToGuestCart(
  cart: GuestCart,
  productId: string,
  qty: number,
): Promise<GuestAddResult> {
  let product: Product | null;
  try {
    product = await findGuestProduct(productId);
  } catch {
    return { ok: false, status: 503, message: MARKETPLACE_UNREACHABLE };
  }
  if (!product) return { ok: false, status: 404, message: GUEST_PRODUCT_NOT_FOUND };
  const inCart = qtyInGuestCart(cart, productId);
  const problem = guestStockProblem(product, inCart, qty);
  if (problem) return { ok: false, status: 400, message: problem };
  const next = addGuestLine(cart, productId, qty);
  if (!next) return { ok: false, status: 400, message: GUEST_CART_MESSAGES.full };
  return { ok: true, cart: next, outcome: inCart === 0 ? 'added' : 'raised' };
}

import 'server-only';
import { cartMergeResponse, cartResponse, type Cart } from '@/lib/contract/commerce';
import { addGuestLine, qtyInGuestCart } from '@/lib/shared/cart/guest-cart';
import { lineTotal } from '@/lib/shared/cart/totals';
import type { Product } from '@/lib/shared/catalog/mappers';
import { findGuestProduct, priceGuestCart } from '@/lib/server/bff/guest-cart';
import type { SharedLine } from '@/lib/server/cart-links';
import { CACHE } from '@/lib/server/marketplace/cache';
import { marketplaceFetch } from '@/lib/server/marketplace/client';
import { isMarketplaceError } from '@/lib/server/marketplace/errors';
import { clearSession, getSession, readGuestCart, saveGuestCart } from '@/lib/server/session';

/**
 * The shopper's cart now, whichever they have: the account's (from the API) when signed in, else
 * the guest cart, priced from the catalog. Null when the API cannot answer.
 */
export async function currentCart(): Promise<Cart | null> {
  const { token } = await getSession();
  try {
    if (token) {
      return await marketplaceFetch('/api/customer/cart', {
        token,
        schema: cartResponse,
        cache: CACHE.none,
      });
    }
    return await priceGuestCart(await readGuestCart());
  } catch (error) {
    if (isMarketplaceError(error)) return null;
    throw error;
  }
}

export interface OpenedLine {
  product: Product;
  /** What goes in the cart: the shared quantity, or the stock left when that is less. */
  qty: number;
  /** The quantity the link asked for. */
  asked: number;
}

export interface OpenedCart {
  lines: OpenedLine[];
  /** Lines left out, in the shopper's words: sold out, or no longer sold. */
  leftOut: string[];
  total: number;
}

/**
 * A shared cart as it stands today: each line at today's price and capped at today's stock; a
 * sold-out line is named and left out, and so is a product that is no longer sold (hidden, or
 * its store hidden): the link holds no titles, and the catalog no longer shows it, so it is
 * counted rather than named.
 */
export async function openSharedCart(shared: SharedLine[]): Promise<OpenedCart> {
  const products = await Promise.all(shared.map((line) => findGuestProduct(line.productId)));
  const lines: OpenedLine[] = [];
  const leftOut: string[] = [];
  let gone = 0;
  shared.forEach((line, i) => {
    const product = products[i];
    if (!product) gone += 1;
    else if (product.quantity < 1) leftOut.push(`${product.title} is out of stock.`);
    else lines.push({ product, qty: Math.min(line.qty, product.quantity), asked: line.qty });
  });
  if (gone === 1) leftOut.push('1 product is no longer sold.');
  if (gone > 1) leftOut.push(`${gone} products are no longer sold.`);
  const total = lines.reduce(
    (sum, line) => Math.round((sum + lineTotal(line.product.price, line.qty)) * 100) / 100,
    0,
  );
  return { lines, leftOut, total };
}

/**
 * Puts a shared cart's lines in the shopper's cart, on top of what is there, each capped at the
 * stock: signed in, in one call (POST cart/merge, as the guest cart joins at login); signed out, or
 * when the session has ended, in the guest cart (decision 041), as the product page's button does.
 * Answers false when the marketplace could not take them.
 */
export async function addSharedLines(shared: SharedLine[]): Promise<boolean> {
  const { token } = await getSession();
  try {
    if (token && (await mergeIntoAccount(token, shared))) return true;
    let cart = await readGuestCart();
    for (const { product, qty } of (await openSharedCart(shared)).lines) {
      const room = product.quantity - qtyInGuestCart(cart, product.id);
      const next = room > 0 ? addGuestLine(cart, product.id, Math.min(qty, room)) : null;
      if (next) cart = next;
    }
    await saveGuestCart(cart);
    return true;
  } catch (error) {
    if (isMarketplaceError(error)) return false;
    throw error;
  }
}

/**
 * Into the account's cart; false when the API no longer takes the token (it ended elsewhere), after
 * ending the session here too, as the customer proxy does.
 */
async function mergeIntoAccount(token: string, shared: SharedLine[]): Promise<boolean> {
  try {
    await marketplaceFetch('/api/customer/cart/merge', {
      method: 'POST',
      body: { items: shared },
      token,
      schema: cartMergeResponse,
      cache: CACHE.none,
    });
    return true;
  } catch (error) {
    if (!isMarketplaceError(error) || !error.isUnauthorized) throw error;
    await clearSession();
    return false;
  }
}

import { and, asc, count, eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import {
  COMMERCE_MESSAGES,
  stockMessage,
  type Cart,
  type CartAddResponse,
  type CartItem,
  type cartAddBody,
  type cartUpdateBody,
} from '../../lib/contract/commerce';
import { effectivePriceKobo, shownProduct } from '../catalog/conditions';
import type { Database } from '../db/client';
import { cartItems, products, vendors } from '../db/schema';
import { badRequest, notFound } from '../errors';
import { koboToNaira } from '../money';
import {
  findVisibleProductRef,
  productIdOf,
  productIdOfPath,
  type ProductRef,
} from './product-ref';

/** Distinct products one cart holds; a sane cap rather than a limit shoppers should meet. */
export const MAX_CART_LINES = 100;

export const CART_MESSAGES = {
  added: 'Product added to cart successfully!',
  updated: 'Cart item updated successfully!',
  removed: 'Item removed from cart.',
  cleared: 'Cart cleared.',
  notInCart: 'This product is not in your cart.',
  full: `Your cart can hold up to ${MAX_CART_LINES} different products. Remove one to add another.`,
} as const;

type CartChange = Cart & { message: string };

export { stockMessage };

/**
 * The customer's cart, oldest line first, each priced from its product as it is now (the table
 * keeps no price). A line whose store was hidden, or whose stock fell below its quantity, stays in
 * the cart as unavailable and counts nothing towards the total.
 */
export async function readCart(db: Database, customerId: number): Promise<Cart> {
  const rows = await db
    .select({
      productId: cartItems.productId,
      qty: cartItems.qty,
      title: products.title,
      images: products.images,
      location: products.warehouseState,
      quantity: products.quantity,
      priceKobo: effectivePriceKobo,
      vendorId: vendors.id,
      storeName: vendors.storeName,
      visible: sql<boolean>`${shownProduct}`,
    })
    .from(cartItems)
    .innerJoin(products, eq(products.id, cartItems.productId))
    .innerJoin(vendors, eq(vendors.id, products.vendorId))
    .where(eq(cartItems.customerId, customerId))
    .orderBy(asc(cartItems.createdAt), asc(cartItems.id));

  let totalKobo = 0;
  const lines = rows.map((row): CartItem => {
    const available = row.visible && row.quantity >= row.qty;
    if (available) totalKobo += row.priceKobo * row.qty;
    const productId = String(row.productId);
    return {
      product: {
        _id: productId,
        title: row.title,
        images: row.images,
        location: row.location,
        quantity: row.quantity,
      },
      productId,
      qty: row.qty,
      price: koboToNaira(row.priceKobo),
      vendorId: String(row.vendorId),
      storeName: row.storeName,
      available,
    };
  });
  return { cartItems: lines, totalPrice: koboToNaira(totalKobo), itemCount: lines.length };
}

/** The cart as it stands after a change, with the message that names the change. */
export async function cartWithMessage(
  db: Database,
  customerId: number,
  message: string,
): Promise<CartChange> {
  return { ...(await readCart(db, customerId)), message };
}

export async function qtyInCart(
  db: Database,
  customerId: number,
  productId: number,
): Promise<number> {
  const [line] = await db
    .select({ qty: cartItems.qty })
    .from(cartItems)
    .where(and(eq(cartItems.customerId, customerId), eq(cartItems.productId, productId)));
  return line?.qty ?? 0;
}

/** The vendor a card or page showed must be the product's own; a price sent is never read. */
function checkVendor(product: ProductRef, body: z.output<typeof cartAddBody>) {
  const vendorMatches =
    body.vendorId === undefined || String(body.vendorId) === String(product.vendorId);
  const storeMatches = body.storeName === undefined || body.storeName === product.storeName;
  if (!vendorMatches || !storeMatches) throw badRequest(COMMERCE_MESSAGES.productOrVendorMissing);
}

/**
 * Adds qty of a product, on top of what the cart already holds of it, and says whether that made a
 * new line or raised the one there was: two tabs adding at once both count (issue 26.6).
 */
export async function addToCart(
  db: Database,
  customerId: number,
  body: z.output<typeof cartAddBody>,
): Promise<CartAddResponse> {
  const product = await findVisibleProductRef(db, productIdOf(body.productId));
  checkVendor(product, body);

  const inCart = await qtyInCart(db, customerId, product.id);
  if (inCart + body.qty > product.quantity) throw badRequest(stockMessage(product, inCart));
  if (inCart === 0) await checkRoomForLine(db, customerId);

  // One statement, so that two adds at once can neither lose a quantity nor pass the stock
  // between them: the stock is checked again where the quantities are added.
  const [line] = await db
    .insert(cartItems)
    .values({ customerId, productId: product.id, qty: body.qty })
    .onConflictDoUpdate({
      target: [cartItems.customerId, cartItems.productId],
      set: { qty: sql`${cartItems.qty} + excluded.qty`, updatedAt: sql`now()` },
      setWhere: sql`${cartItems.qty} + excluded.qty <= (select ${products.quantity} from ${products} where ${products.id} = excluded.product_id)`,
    })
    .returning({ qty: cartItems.qty });
  if (!line) {
    throw badRequest(stockMessage(product, await qtyInCart(db, customerId, product.id)));
  }
  // Quantities are at least 1, so a line that now holds exactly what was asked is a new one.
  const outcome = line.qty === body.qty ? 'added' : 'raised';
  const message = outcome === 'added' ? CART_MESSAGES.added : CART_MESSAGES.updated;
  return { ...(await cartWithMessage(db, customerId, message)), outcome };
}

export async function checkRoomForLine(db: Database, customerId: number): Promise<void> {
  const [{ lines }] = await db
    .select({ lines: count() })
    .from(cartItems)
    .where(eq(cartItems.customerId, customerId));
  if (lines >= MAX_CART_LINES) throw badRequest(CART_MESSAGES.full);
}

/** Sets the quantity of a line already in the cart (above 0: removing is its own call). */
export async function updateCartItem(
  db: Database,
  customerId: number,
  body: z.output<typeof cartUpdateBody>,
): Promise<CartChange> {
  const product = await findVisibleProductRef(db, productIdOf(body.productId));
  if (body.qty > product.quantity) throw badRequest(stockMessage(product));
  const [line] = await db
    .update(cartItems)
    .set({ qty: body.qty, updatedAt: sql`now()` })
    .where(and(eq(cartItems.customerId, customerId), eq(cartItems.productId, product.id)))
    .returning({ id: cartItems.id });
  if (!line) throw notFound(CART_MESSAGES.notInCart);
  return cartWithMessage(db, customerId, CART_MESSAGES.updated);
}

/** Removes a line; removing one that is not there leaves the cart as it is (a repeated tap). */
export async function removeFromCart(
  db: Database,
  customerId: number,
  rawProductId: string,
): Promise<CartChange> {
  const productId = productIdOfPath(rawProductId);
  await db
    .delete(cartItems)
    .where(and(eq(cartItems.customerId, customerId), eq(cartItems.productId, productId)));
  return cartWithMessage(db, customerId, CART_MESSAGES.removed);
}

export async function clearCart(db: Database, customerId: number): Promise<CartChange> {
  await db.delete(cartItems).where(eq(cartItems.customerId, customerId));
  return cartWithMessage(db, customerId, CART_MESSAGES.cleared);
}

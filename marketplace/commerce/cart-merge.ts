import { sql } from 'drizzle-orm';
import type { CartMergeResponse, CartMergeSkip } from '../../lib/contract/commerce';
import type { Database } from '../db/client';
import { cartItems, products } from '../db/schema';
import { HttpError } from '../errors';
import { CART_MESSAGES, cartWithMessage, checkRoomForLine, qtyInCart, stockMessage } from './cart';
import { findProductRef, MAX_PRODUCT_ID } from './product-ref';

export const MERGE_MESSAGES = {
  merged: 'Your cart was updated.',
  gone: (title: string) => `${title} is no longer sold.`,
  unknownTitle: 'A product',
} as const;

export interface MergeLine {
  productId: number;
  qty: number;
  /** The title the shopper knew it by (an old order's copy), when the product may be gone. */
  title?: string;
}

/** Lines of the same product become one, their quantities added. */
function combined(lines: readonly MergeLine[]): MergeLine[] {
  const byId = new Map<number, MergeLine>();
  for (const line of lines) {
    const seen = byId.get(line.productId);
    byId.set(line.productId, seen ? { ...seen, qty: seen.qty + line.qty } : { ...line });
  }
  return [...byId.values()];
}

/**
 * Puts lines into a customer's cart on top of what it holds, each capped at the stock left (a
 * guest cart at sign-in, a cleared cart restored, Buy again). What cannot be added is named with
 * the reason rather than refused as a whole: the rest still lands. Prices are never taken from
 * the caller; the cart answer prices every line from its product (decision 041).
 */
export async function mergeIntoCart(
  db: Database,
  customerId: number,
  lines: readonly MergeLine[],
  message: string = MERGE_MESSAGES.merged,
): Promise<CartMergeResponse> {
  const added: CartMergeResponse['added'] = [];
  const skipped: CartMergeSkip[] = [];
  for (const line of combined(lines)) {
    // An id past the integer range names no product (and must not reach the database).
    const product =
      line.productId <= MAX_PRODUCT_ID ? await findProductRef(db, line.productId) : undefined;
    const productId = String(line.productId);
    const title = product?.title ?? line.title ?? MERGE_MESSAGES.unknownTitle;
    if (!product || !product.visible) {
      skipped.push({ productId, title, reason: MERGE_MESSAGES.gone(title) });
      continue;
    }
    const inCart = await qtyInCart(db, customerId, product.id);
    const room = product.quantity - inCart;
    if (room <= 0) {
      skipped.push({ productId, title, reason: stockMessage(product, inCart) });
      continue;
    }
    if (inCart === 0) {
      try {
        await checkRoomForLine(db, customerId);
      } catch (error) {
        if (!(error instanceof HttpError)) throw error;
        skipped.push({ productId, title, reason: CART_MESSAGES.full });
        continue;
      }
    }
    // One statement per line, capped at the stock where the quantities are added, so that a
    // concurrent add can neither be lost nor push the line past the stock.
    const [row] = await db
      .insert(cartItems)
      .values({ customerId, productId: product.id, qty: Math.min(line.qty, room) })
      .onConflictDoUpdate({
        target: [cartItems.customerId, cartItems.productId],
        set: {
          qty: sql`least(${cartItems.qty} + excluded.qty, (select ${products.quantity} from ${products} where ${products.id} = excluded.product_id))`,
          updatedAt: sql`now()`,
        },
        setWhere: sql`${cartItems.qty} < (select ${products.quantity} from ${products} where ${products.id} = excluded.product_id)`,
      })
      .returning({ qty: cartItems.qty });
    if (!row) {
      const now = await qtyInCart(db, customerId, product.id);
      skipped.push({ productId, title, reason: stockMessage(product, now) });
      continue;
    }
    added.push({ productId, title, qty: Math.min(line.qty, Math.max(row.qty - inCart, 0)) });
  }
  return { ...(await cartWithMessage(db, customerId, message)), added, skipped };
}

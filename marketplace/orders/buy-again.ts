import { asc, eq } from 'drizzle-orm';
import type { CartMergeResponse } from '../../lib/contract/commerce';
import { mergeIntoCart } from '../commerce/cart-merge';
import type { Database } from '../db/client';
import { orderItems } from '../db/schema';

export const BUY_AGAIN_MESSAGES = {
  done: 'Your cart was updated with this order.',
} as const;

/**
 * Buy again (issue 26.5): the order's products go into the cart in the quantities ordered, at
 * today's prices (the cart prices every line from its product), each capped at the stock left;
 * those that cannot be added come back with the reason.
 */
export async function buyAgain(
  db: Database,
  customerId: number,
  order: { id: number },
): Promise<CartMergeResponse> {
  const lines = await db
    .select({
      productId: orderItems.productId,
      qty: orderItems.qty,
      title: orderItems.productTitle,
    })
    .from(orderItems)
    .where(eq(orderItems.orderId, order.id))
    .orderBy(asc(orderItems.id));
  return mergeIntoCart(db, customerId, lines, BUY_AGAIN_MESSAGES.done);
}

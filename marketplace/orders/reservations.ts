import { asc, eq, sql } from 'drizzle-orm';
import type { Database, Transaction } from '../db/client';
import { orderItems } from '../db/schema';
import { HttpError } from '../errors';

/**
 * Gives back the stock of unpaid orders whose hold has run out, once: the same statement clears
 * reserved_until, so a second sweep (or one running at the same time, which waits for the row
 * locks and then sees null) finds nothing to give back. Returns how many orders were released.
 */
export async function releaseExpiredReservations(db: Database | Transaction): Promise<number> {
  const { rows } = await db.execute<{ released: number }>(sql`
    with released as (
      update orders set reserved_until = null, updated_at = now()
      where reserved_until is not null and reserved_until <= now() and payment_status <> 'paid'
      returning id
    ), stock as (
      select order_items.product_id, sum(order_items.qty)::int as qty
      from order_items join released on released.id = order_items.order_id
      group by order_items.product_id
    ), restored as (
      update products set quantity = products.quantity + stock.qty
      from stock where products.id = stock.product_id
      returning products.id
    )
    select (select count(*)::int from released) as released, (select count(*) from restored) as n
  `);
  return Number(rows[0]?.released ?? 0);
}

/**
 * A payment verified after its order's hold was released takes the stock again, never below 0:
 * the money is taken, so the order stands even if another shopper bought the last units
 * meanwhile (decision 011; the shortfall shows as quantity 0 for the vendor to settle).
 */
export async function retakeStock(tx: Transaction, orderRowId: number): Promise<void> {
  await tx.execute(sql`
    update products set quantity = greatest(products.quantity - stock.qty, 0)
    from (
      select product_id, sum(qty)::int as qty from order_items
      where order_id = ${orderRowId} group by product_id
    ) stock
    where products.id = stock.product_id
  `);
}

/** Takes the order's stock again after its hold ran out; 409 when a line is short. */
export async function takeStock(tx: Transaction, orderRowId: number): Promise<void> {
  const lines = await tx
    .select({
      productId: orderItems.productId,
      title: orderItems.productTitle,
      qty: orderItems.qty,
    })
    .from(orderItems)
    .where(eq(orderItems.orderId, orderRowId))
    .orderBy(asc(orderItems.productId));
  for (const line of lines) {
    const { rows } = await tx.execute<{ id: number }>(sql`
      update products set quantity = quantity - ${line.qty}
      where id = ${line.productId} and quantity >= ${line.qty} returning id`);
    if (rows.length === 0) throw new HttpError(409, `${line.title} is out of stock.`);
  }
}

/** Gives the order's stock back to the products (cancelled, refused). */
export async function giveBackStock(tx: Transaction, orderRowId: number): Promise<void> {
  await tx.execute(sql`
    update products set quantity = products.quantity + stock.qty
    from (
      select product_id, sum(qty)::int as qty from order_items
      where order_id = ${orderRowId} group by product_id
    ) stock
    where products.id = stock.product_id
  `);
}

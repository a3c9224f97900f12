import { sql } from 'drizzle-orm';
import { STOCK_ALERT_MESSAGES, STOCK_ALERTS_PER_ADDRESS } from '../../lib/contract';
import { findProduct } from '../catalog/products';
import type { Database } from '../db/client';
import { HttpError, notFound } from '../errors';

export const PRODUCT_NOT_FOUND = 'Product not found';

/**
 * "Tell me when it's back" for a product shoppers may see and that is sold out (decision 056).
 * Asking again while the request waits changes nothing and answers the same. A product in stock is
 * a 409 that says so (the page the shopper saw was older than the stock); an address already
 * waiting for STOCK_ALERTS_PER_ADDRESS products is a 409 too, so that nobody can sign a stranger's
 * inbox up for the whole catalogue.
 */
export async function requestStockAlert(
  db: Database,
  productId: number,
  email: string,
): Promise<void> {
  const product = await findProduct(db, productId);
  if (!product) throw notFound(PRODUCT_NOT_FOUND);
  if (product.quantity > 0) throw new HttpError(409, STOCK_ALERT_MESSAGES.inStock);
  // One statement: the cap and the insert see the same rows, and a second request for the same
  // product and address meets the unique index of waiting requests and does nothing.
  const { rows } = await db.execute<{ outcome: string }>(sql`
    with waiting as (
      select count(*) filter (where product_id <> ${productId}) as others,
             count(*) filter (where product_id = ${productId}) as same
        from stock_alerts where lower(email) = lower(${email}) and sent_at is null
    ), inserted as (
      insert into stock_alerts (product_id, email)
      select ${productId}::int, ${email}::text from waiting
       where waiting.same = 0 and waiting.others < ${STOCK_ALERTS_PER_ADDRESS}
      on conflict (product_id, lower(email)) where sent_at is null do nothing
      returning id
    )
    select case
      when exists (select 1 from inserted) then 'waiting'
      when (select same from waiting) = 0 and (select others from waiting) >= ${STOCK_ALERTS_PER_ADDRESS}
        then 'full'
      -- Already waiting, or a request for the same product and address made at the same moment
      -- won the unique index: waiting either way.
      else 'waiting' end as outcome`);
  if (rows[0]?.outcome !== 'waiting') throw new HttpError(409, STOCK_ALERT_MESSAGES.tooMany);
}

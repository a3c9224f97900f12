import { sql } from 'drizzle-orm';
import { index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { products } from './catalog';

/**
 * "Tell me when it's back" (migration 0019, decision 056): an address waiting for an out-of-stock
 * product. `sent_at` is set in the transaction that queues its one e-mail, so a request is mailed
 * once whatever restocks it and however many API replicas look (marketplace/stock-alerts/).
 */
export const stockAlerts = pgTable(
  'stock_alerts',
  {
    id: serial('id').primaryKey(),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    /** As the shopper typed it, trimmed; compared without case. */
    email: text('email').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** When its e-mail was queued; null while it waits. */
    sentAt: timestamp('sent_at', { withTimezone: true }),
  },
  (t) => [
    // One waiting request per product and address: asking twice changes nothing. Once mailed, the
    // address may ask again the next time the product sells out.
    uniqueIndex('stock_alerts_waiting_idx')
      .on(t.productId, sql`lower(${t.email})`)
      .where(sql`${t.sentAt} is null`),
    index('stock_alerts_email_waiting_idx')
      .on(sql`lower(${t.email})`)
      .where(sql`${t.sentAt} is null`),
  ],
);

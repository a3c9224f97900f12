import { sql } from 'drizzle-orm';
import {
  check,
  index,
  integer,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { orders } from './commerce';

/**
 * "Ask someone to pay" (migration 0020, decision 061): a link that lets anyone pay one unpaid
 * online order without an account. Only the SHA-256 of the link's token is kept, so a copy of the
 * database opens no link. The link's life follows its order (paid, cancelled, replaced, the hold
 * run out: marketplace/pay-links/state.ts); a row only says who withdrew it and who paid through
 * it.
 */
export const payLinks = pgTable(
  'pay_links',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    /** SHA-256 of the token, hex. */
    tokenHash: text('token_hash').notNull().unique('pay_links_token_hash_unique'),
    /** The name the payer sees, as the shopper chose it (their first name by default). */
    shopperName: text('shopper_name').notNull(),
    /** The payer's address for a receipt, if they gave one when starting to pay. */
    payerEmail: text('payer_email'),
    /**
     * The payer's open checkout at the provider (its redirect comes back to this link's page, not
     * to the shopper's confirmation) and when the provider stops taking payments on it.
     */
    checkoutLink: text('checkout_link'),
    checkoutExpiresAt: timestamp('checkout_expires_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** When the link stopped taking payments before its order did: withdrawn, or replaced. */
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    /** 'shopper' (withdrawn) or 'new-link' (the shopper made another one). */
    revokedBy: text('revoked_by'),
    /** When a transaction started from this link paid the order, and which one. */
    paidAt: timestamp('paid_at', { withTimezone: true }),
    transactionId: text('transaction_id'),
  },
  (t) => [
    // One active link per order: two tabs or two API replicas making one at once cannot both
    // leave theirs standing (the order's row lock orders them first; this is the backstop).
    uniqueIndex('pay_links_one_active_idx')
      .on(t.orderId)
      .where(sql`${t.revokedAt} is null`),
    index('pay_links_order_idx').on(t.orderId),
    check('pay_links_revoked_by_check', sql`${t.revokedBy} in ('shopper', 'new-link')`),
  ],
);

export type PayLinkRow = typeof payLinks.$inferSelect;

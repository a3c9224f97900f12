import { index, integer, jsonb, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * The sandbox payment provider's own books (marketplace/payments/sandbox/). It stands in for
 * Flutterwave, so it keeps what Flutterwave would keep and nothing of the marketplace's: the
 * marketplace reads it only through the sandbox's HTTP API, as it would read Flutterwave.
 */

/** One POST /v3/payments: the payload as received, and the hosted page's secret link token. */
export const sandboxCheckouts = pgTable(
  'sandbox_checkouts',
  {
    id: serial('id').primaryKey(),
    token: text('token').notNull().unique('sandbox_checkouts_token_unique'),
    txRef: text('tx_ref').notNull(),
    amountKobo: integer('amount_kobo').notNull(),
    currency: text('currency').notNull(),
    redirectUrl: text('redirect_url').notNull(),
    /** The whole Flutterwave Standard payload, for the page and for tests to inspect. */
    payload: jsonb('payload').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('sandbox_checkouts_tx_ref_idx').on(t.txRef)],
);

/** One card charge attempted on a hosted page; its id is Flutterwave's transaction id. */
export const sandboxTransactions = pgTable(
  'sandbox_transactions',
  {
    id: serial('id').primaryKey(),
    checkoutId: integer('checkout_id')
      .notNull()
      .references(() => sandboxCheckouts.id),
    txRef: text('tx_ref').notNull(),
    flwRef: text('flw_ref').notNull(),
    amountKobo: integer('amount_kobo').notNull(),
    currency: text('currency').notNull(),
    /** successful or failed. */
    status: text('status').notNull(),
    processorResponse: text('processor_response').notNull(),
    cardLast4: text('card_last4').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('sandbox_transactions_tx_ref_idx').on(t.txRef, t.id)],
);

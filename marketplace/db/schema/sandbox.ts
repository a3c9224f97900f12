import { sql } from 'drizzle-orm';
import {
  check,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';

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

/**
 * One charge attempted on a hosted page (a card, or a bank transfer or USSD payment the tester
 * confirmed in the bank's stead); its id is Flutterwave's transaction id.
 */
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
    /** Flutterwave's payment_type: card, bank_transfer or ussd. */
    paymentType: text('payment_type').notNull().default('card'),
    /** Empty for a payment that was not by card. */
    cardLast4: text('card_last4').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('sandbox_transactions_tx_ref_idx').on(t.txRef, t.id)],
);

/**
 * A charge.completed webhook to post, and its retries: rows, so that any API replica may send a
 * due one and exactly one does (claimed with FOR UPDATE SKIP LOCKED; decision 036).
 */
export const sandboxWebhooks = pgTable(
  'sandbox_webhooks',
  {
    id: serial('id').primaryKey(),
    url: text('url').notNull(),
    body: jsonb('body').notNull(),
    attempts: integer('attempts').notNull().default(0),
    /** When a replica may next claim it; a claim moves it ahead as a lease. */
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    claimedAt: timestamp('claimed_at', { withTimezone: true }),
    lastStatus: integer('last_status'),
    deliveredAt: timestamp('delivered_at', { withTimezone: true }),
    gaveUpAt: timestamp('gave_up_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('sandbox_webhooks_due_idx')
      .on(t.nextAttemptAt)
      .where(sql`${t.deliveredAt} is null and ${t.gaveUpAt} is null`),
  ],
);

/** A refund of a sandbox transaction (POST /v3/transactions/:id/refund; marketplace/payments/sandbox/refunds.ts). */
export const sandboxRefunds = pgTable(
  'sandbox_refunds',
  {
    id: serial('id').primaryKey(),
    transactionId: integer('transaction_id')
      .notNull()
      .references(() => sandboxTransactions.id),
    amountKobo: integer('amount_kobo').notNull(),
    /** completed, as Flutterwave reports a refund it made. */
    status: text('status').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('sandbox_refunds_transaction_idx').on(t.transactionId),
    check('sandbox_refunds_amount_check', sql`${t.amountKobo} > 0`),
  ],
);

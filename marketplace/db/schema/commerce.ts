import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  check,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { customers } from './accounts';
import { products, vendors } from './catalog';

/**
 * What a customer buys: cart, saved items, orders with their vendor payouts, and the payments
 * verified against them. Money is integer kobo, as in the catalog. The cart keeps no price: a
 * line is always priced from the product as it is now, so nothing a client sends can set one.
 */

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
const updatedAt = () => timestamp('updated_at', { withTimezone: true }).notNull().defaultNow();

export const cartItems = pgTable(
  'cart_items',
  {
    id: serial('id').primaryKey(),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    qty: integer('qty').notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('cart_items_customer_product_idx').on(t.customerId, t.productId),
    check('cart_items_qty_check', sql`${t.qty} > 0`),
  ],
);

/**
 * No foreign key to products on purpose: a saved product that is later removed stays listed as
 * "Product not available." until the shopper removes it (spec section 2, Saved Items).
 */
export const savedItems = pgTable(
  'saved_items',
  {
    id: serial('id').primaryKey(),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    productId: integer('product_id').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('saved_items_customer_product_idx').on(t.customerId, t.productId),
    index('saved_items_customer_latest_idx').on(t.customerId, t.createdAt, t.id),
  ],
);

export const orders = pgTable(
  'orders',
  {
    id: serial('id').primaryKey(),
    /** The public, unguessable order number; also the payment's tx_ref. */
    orderId: text('order_id').notNull().unique('orders_order_id_unique'),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id),
    /** ORDER_STATUSES and PAYMENT_STATUSES of lib/contract/commerce.ts. */
    status: text('status').notNull().default('pending'),
    paymentStatus: text('payment_status').notNull().default('unpaid'),
    subtotalKobo: integer('subtotal_kobo').notNull(),
    shippingKobo: integer('shipping_kobo').notNull(),
    /** Percent, as it was when the order was placed (e.g. 7.50). */
    taxRate: numeric('tax_rate', { precision: 5, scale: 2, mode: 'number' }).notNull(),
    taxKobo: integer('tax_kobo').notNull(),
    totalKobo: integer('total_kobo').notNull(),
    /** Percent kept by the marketplace from each vendor's lines (e.g. 5.00). */
    commissionRate: numeric('commission_rate', {
      precision: 5,
      scale: 2,
      mode: 'number',
    }).notNull(),
    // Shipping information, copied at order time so later profile edits do not rewrite history.
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    email: text('email').notNull(),
    phoneNumber: text('phone_number').notNull(),
    address: text('address').notNull(),
    area: text('area').notNull(),
    state: text('state').notNull(),
    postcode: text('postcode').notNull(),
    /**
     * Stock for the order's lines is taken from products.quantity when the order is created.
     * While unpaid, the hold lasts until this time; then it is given back and this is set to null.
     * Null also once paid (the stock is then gone for good).
     */
    reservedUntil: timestamp('reserved_until', { withTimezone: true }),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    /** The provider's transaction id that paid this order. */
    transactionId: text('transaction_id'),
    /** How that transaction was paid: card, bank_transfer or ussd (the provider's payment_type). */
    paymentType: text('payment_type'),
    /**
     * The order's open checkout: the provider's hosted link (its tx_ref is the order id) and when
     * the provider stops taking payments on it. Another initiate-payment hands out this link while
     * it is valid; both are cleared when the order is paid or cancelled or an attempt on it fails.
     */
    checkoutLink: text('checkout_link'),
    checkoutExpiresAt: timestamp('checkout_expires_at', { withTimezone: true }),
    /** The newer order from the same cart that replaced (cancelled) this unpaid one. */
    replacedBy: integer('replaced_by').references((): AnyPgColumn => orders.id),
    /** 'online' (paid through the provider) or 'on_delivery' (paid to the rider; decision 040). */
    paymentMethod: text('payment_method').notNull().default('online'),
    /** What operations wrote when marking the order shipped (carrier, tracking number). */
    trackingNote: text('tracking_note'),
    /**
     * The public tracking page's token (issue 41, decision 062: 32 random bytes, base64url), null
     * while the shopper has not shared tracking or has turned it off. Kept as it is, unlike a
     * payment link's hash: the page it opens is read-only and shows no personal data, and the
     * shopper can be shown the same link again.
     */
    trackingToken: text('tracking_token'),
    /** Pay on delivery: what the rider collected, recorded with the delivery. */
    amountCollectedKobo: integer('amount_collected_kobo'),
    /** A cancelled paid order's refund through the provider: amount, state, its id and time. */
    refundKobo: integer('refund_kobo'),
    refundStatus: text('refund_status'),
    refundId: text('refund_id'),
    refundedAt: timestamp('refunded_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('orders_customer_latest_idx').on(t.customerId, t.createdAt, t.id),
    index('orders_reserved_until_idx')
      .on(t.reservedUntil)
      .where(sql`${t.reservedUntil} is not null`),
    uniqueIndex('orders_tracking_token_idx')
      .on(t.trackingToken)
      .where(sql`${t.trackingToken} is not null`),
    check(
      'orders_status_check',
      sql`${t.status} in ('pending', 'paid', 'awaiting_payment', 'processing', 'shipped', 'delivered', 'cancelled', 'refused')`,
    ),
    check('orders_payment_method_check', sql`${t.paymentMethod} in ('online', 'on_delivery')`),
    check(
      'orders_refund_status_check',
      sql`${t.refundStatus} in ('pending', 'successful', 'failed')`,
    ),
    check('orders_amount_collected_check', sql`${t.amountCollectedKobo} >= 0`),
    check('orders_payment_status_check', sql`${t.paymentStatus} in ('paid', 'unpaid', 'failed')`),
    check('orders_payment_type_check', sql`${t.paymentType} in ('card', 'bank_transfer', 'ussd')`),
    check(
      'orders_money_check',
      sql`${t.subtotalKobo} >= 0 and ${t.shippingKobo} >= 0 and ${t.taxKobo} >= 0 and ${t.totalKobo} = ${t.subtotalKobo} + ${t.shippingKobo} + ${t.taxKobo}`,
    ),
  ],
);

/** An order as its row reads (every module that handles orders passes these). */
export type OrderRow = typeof orders.$inferSelect;

/**
 * An order's parcels (migration 0015, decision 045): one per warehouse state its lines ship from,
 * each line pointing at its own (order_items.shipment_id).
 */
export const orderShipments = pgTable(
  'order_shipments',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    fromState: text('from_state').notNull(),
    /** The route's fee plus the area's price, as charged. */
    feeKobo: integer('fee_kobo').notNull(),
    minDays: integer('min_days').notNull(),
    maxDays: integer('max_days').notNull(),
  },
  (t) => [
    index('order_shipments_order_idx').on(t.orderId),
    check('order_shipments_fee_check', sql`${t.feeKobo} >= 0`),
  ],
);

export const orderItems = pgTable(
  'order_items',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id),
    vendorId: integer('vendor_id')
      .notNull()
      .references(() => vendors.id),
    // Copied at order time, so the history reads as it was bought.
    storeName: text('store_name').notNull(),
    productTitle: text('product_title').notNull(),
    productImage: text('product_image'),
    qty: integer('qty').notNull(),
    /** Unit price in kobo when ordered. */
    priceKobo: integer('price_kobo').notNull(),
    /** The parcel this line travels in (migration 0015); null on orders placed before it. */
    shipmentId: integer('shipment_id').references((): AnyPgColumn => orderShipments.id),
    createdAt: createdAt(),
  },
  (t) => [
    index('order_items_order_idx').on(t.orderId),
    index('order_items_product_idx').on(t.productId),
    check('order_items_qty_check', sql`${t.qty} > 0`),
    check('order_items_price_check', sql`${t.priceKobo} >= 0`),
  ],
);

/**
 * An order's timeline: one row per status it reached, with an optional note (the tracking note,
 * the amount collected). Unique per order and status, so a repeated move records nothing twice.
 */
export const orderEvents = pgTable(
  'order_events',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    status: text('status').notNull(),
    note: text('note'),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('order_events_order_status_idx').on(t.orderId, t.status)],
);

/** Each vendor's share of an order: its line totals minus the marketplace commission. */
export const orderVendorPayouts = pgTable(
  'order_vendor_payouts',
  {
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    vendorId: integer('vendor_id')
      .notNull()
      .references(() => vendors.id),
    subaccountId: text('subaccount_id').notNull(),
    payoutKobo: integer('payout_kobo').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.orderId, t.vendorId] }),
    check('order_vendor_payouts_amount_check', sql`${t.payoutKobo} >= 0`),
  ],
);

/**
 * Every verification the API made with the payment provider, successful or not. The unique
 * transaction id is what makes a payment count once, however often the webhook and the
 * confirmation page ask.
 */
export const payments = pgTable(
  'payments',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id),
    provider: text('provider').notNull(),
    transactionId: text('transaction_id').notNull(),
    /** The provider's status: successful, failed, cancelled, pending. */
    status: text('status').notNull(),
    amountKobo: integer('amount_kobo').notNull(),
    currency: text('currency').notNull(),
    /** The provider's verify answer as received, for audit. */
    raw: jsonb('raw'),
    /**
     * Why a successful payment must be given back: 'already-paid' (another transaction paid the
     * order first), 'order-cancelled' (the order was replaced before this payment arrived) or
     * 'wrong-amount' (another amount or currency than the order's total: decision 039). Null for a payment the marketplace keeps, or one that took no money.
     */
    refundReason: text('refund_reason'),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('payments_provider_transaction_idx').on(t.provider, t.transactionId),
    index('payments_order_idx').on(t.orderId),
    check(
      'payments_refund_reason_check',
      sql`${t.refundReason} in ('already-paid', 'order-cancelled', 'wrong-amount')`,
    ),
  ],
);

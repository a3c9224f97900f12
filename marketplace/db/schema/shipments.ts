import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, primaryKey, serial, text } from 'drizzle-orm/pg-core';
import { orders } from './commerce';

/**
 * Delivery across states (migration 0015, decision 045). `delivery_routes` is the inter-state fee
 * table of the seed, beside delivery_areas; `order_shipments` is an order's parcels, one per
 * warehouse state its lines ship from, each line pointing at its own (order_items.shipment_id).
 */

export const deliveryRoutes = pgTable(
  'delivery_routes',
  {
    fromState: text('from_state').notNull(),
    toState: text('to_state').notNull(),
    /** Added to the delivery area's price; 0 within a state. */
    feeKobo: integer('fee_kobo').notNull(),
    minDays: integer('min_days').notNull(),
    maxDays: integer('max_days').notNull(),
    /** Between the two states' capitals (decision 053); null before the rule first wrote the row. */
    distanceKm: integer('distance_km'),
  },
  (t) => [
    primaryKey({ columns: [t.fromState, t.toState] }),
    check(
      'delivery_routes_values_check',
      sql`${t.feeKobo} >= 0 and ${t.minDays} >= 0 and ${t.maxDays} >= ${t.minDays}`,
    ),
  ],
);

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

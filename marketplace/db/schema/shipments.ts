import { sql } from 'drizzle-orm';
import { check, integer, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';

/**
 * Delivery across states (migration 0015, decision 045). `delivery_routes` is the inter-state fee
 * table of the seed, beside delivery_areas; an order's parcels, `order_shipments`, are in
 * ./commerce.ts beside the orders they belong to.
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

import { or, sql } from 'drizzle-orm';
import { ADVISORY_LOCKS, whileLocked } from '../replicas/locks';
import type { Database, Transaction } from './client';
import { deliveryAreas, deliveryRoutes } from './schema';
import { deliveryAreaRows } from './seed/delivery-areas';
import { deliveryRoutes as routeRows } from './seed/delivery-routes';

/**
 * Writes the rule's routes over what the database holds: missing ones are added, and a row whose
 * figures differ is brought back to the rule; a row already equal is left untouched, so that a
 * start with current routes moves no catalog version (migration 0018). The seed writes its rows
 * through this too.
 */
export async function upsertDeliveryRoutes(
  tx: Transaction,
  rows: (typeof deliveryRoutes.$inferInsert)[],
): Promise<void> {
  await tx
    .insert(deliveryRoutes)
    .values(rows)
    .onConflictDoUpdate({
      target: [deliveryRoutes.fromState, deliveryRoutes.toState],
      set: {
        feeKobo: sql`excluded.fee_kobo`,
        minDays: sql`excluded.min_days`,
        maxDays: sql`excluded.max_days`,
        distanceKm: sql`excluded.distance_km`,
      },
      setWhere: or(
        sql`${deliveryRoutes.feeKobo} <> excluded.fee_kobo`,
        sql`${deliveryRoutes.minDays} <> excluded.min_days`,
        sql`${deliveryRoutes.maxDays} <> excluded.max_days`,
        sql`${deliveryRoutes.distanceKm} is distinct from excluded.distance_km`,
      ),
    });
}

/**
 * Brings the delivery reference data of an existing database up to the code's (decision 053):
 * the seed runs once, on an empty database, so each start writes what it lacks.
 *
 * - Delivery areas the database lacks are added; an area it holds keeps its price (an operator's
 *   figure wins) and none is removed.
 * - Routes are the rule's (delivery-routes.ts): missing ones are added and a row whose figures
 *   differ is brought back to the rule, so changing the rule is changing the table.
 *
 * Idempotent, one statement per table, and a start whose rows are current writes nothing. Under
 * the startup lock: of API replicas starting together on PostgreSQL, one writes and the others
 * then find nothing to do.
 */
export async function syncDeliveryReference(db: Database): Promise<void> {
  await whileLocked(db, ADVISORY_LOCKS.startup, () =>
    db.transaction(async (tx) => {
      await tx.insert(deliveryAreas).values(deliveryAreaRows()).onConflictDoNothing();
      await upsertDeliveryRoutes(tx, routeRows());
    }),
  );
}

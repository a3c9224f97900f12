import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { MarketplaceConfig } from '../config';
import type { Database } from '../db/client';
import { ADVISORY_LOCKS } from '../replicas/locks';
import { cancelUnconfirmedOnDelivery } from './on-delivery-holds';
import { releaseExpiredReservations } from './reservations';

/**
 * The sweep of holds that ran out: unpaid orders' reservations (./reservations.ts) and
 * pay-on-delivery orders nobody confirmed (./on-delivery-holds.ts), on a timer of the API.
 */

/**
 * One round of the sweep, by one replica: the first to take the advisory lock (held to the end of
 * its transaction) releases; a replica that finds it taken skips the round (null), rather than
 * queue behind the row locks for nothing. The release itself is once-only either way.
 */
export async function sweepExpiredReservations(
  db: Database,
  config: MarketplaceConfig,
): Promise<number | null> {
  return db.transaction(async (tx) => {
    const { rows } = await tx.execute<{ locked: boolean }>(
      sql`select pg_try_advisory_xact_lock(${ADVISORY_LOCKS.reservationSweep}) as locked`,
    );
    if (!rows[0]?.locked) return null;
    // Pay-on-delivery holds have no reserved_until: theirs end when nobody confirms them in time.
    const unconfirmed = await cancelUnconfirmedOnDelivery(tx, config);
    return (await releaseExpiredReservations(tx)) + unconfirmed;
  });
}

/** Runs the sweep on a timer of the API (off with a 0 interval); stops when the API closes. */
export function startReservationSweep(app: FastifyInstance): void {
  const seconds = app.config.reservationSweepSeconds;
  if (seconds === 0) return;
  let running: Promise<unknown> = Promise.resolve();
  const timer = setInterval(() => {
    running = sweepExpiredReservations(app.db, app.config)
      .then((released) => {
        if (!released) return;
        app.log.info({ released }, 'released expired stock reservations');
        // Their units are back on the shelf: anyone waiting for one of them hears now.
        return app.stockAlerts.sendNow();
      })
      .catch((err) => app.log.error({ err }, 'releasing expired reservations failed'));
  }, seconds * 1000);
  timer.unref();
  app.addHook('onClose', async () => {
    clearInterval(timer);
    await running;
  });
}

import { Pool } from 'pg';

/**
 * PostgreSQL advisory lock keys of the work that one API replica does at a time (decision 036).
 * One place, so that no two kinds of work ever take the same number.
 */
export const ADVISORY_LOCKS = {
  /** Migrating, and seeding, as an API starts: replicas starting together wait in turn. */
  startup: 0x6f6a_0001,
  /** The reservation sweep: one replica gives expired holds back, the others skip that round. */
  reservationSweep: 0x6f6a_0002,
} as const;

/**
 * Runs `work` while this process holds a session-level advisory lock, taken on a connection of
 * its own so that `work` may use the pool's others; the lock goes with that connection if the
 * process dies. PGlite is one process's own database: nothing to wait for. Takes any drizzle
 * database (only its driver client is read), so that db/client.ts, which locks while migrating,
 * need not be imported here.
 */
export async function whileLocked<T>(
  db: { $client: unknown },
  key: number,
  work: () => Promise<T>,
): Promise<T> {
  const client = db.$client;
  if (!(client instanceof Pool)) return work();
  const holder = await client.connect();
  try {
    await holder.query('select pg_advisory_lock($1)', [key]);
    try {
      return await work();
    } finally {
      await holder.query('select pg_advisory_unlock($1)', [key]);
    }
  } finally {
    holder.release();
  }
}

import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import { Pool } from 'pg';
import { ADVISORY_LOCKS, whileLocked } from '../replicas/locks';
import * as schema from './schema';

export type Database = ReturnType<typeof drizzlePglite<typeof schema>>;
/** What `db.transaction()` hands its callback: functions that must run inside one take it. */
export type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];

export interface DatabaseHandle {
  db: Database;
  kind: 'pglite' | 'postgres';
  close(): Promise<void>;
}

export const migrationsFolder = path.join(__dirname, 'migrations');

export interface OpenOptions {
  /** A PostgreSQL server URL; without one, PGlite is used. */
  databaseUrl?: string;
  /** Folder of the PGlite database; `memory://` keeps it in memory (tests). */
  pgliteDir?: string;
}

/**
 * Opens the database and brings its schema up to date. Both drivers share one schema and one set
 * of migrations; the drizzle types are those of the PGlite driver, which node-postgres matches.
 */
export async function openDatabase({
  databaseUrl,
  pgliteDir = 'memory://',
}: OpenOptions): Promise<DatabaseHandle> {
  if (databaseUrl) {
    // No JIT: catalog statements are short, and PostgreSQL compiles any whose estimate passes
    // jit_above_cost (a search's lateral read of 200,000 products), which costs 80-190 ms more
    // than running it (decision 038, bench/NOTES.md).
    const pool = new Pool({ connectionString: databaseUrl, max: 10, options: '-c jit=off' });
    // The server closing an idle connection (a restart, a test database dropped WITH (FORCE) while
    // pool.end() is still closing its clients) must not crash the process: the pool has already
    // discarded that client and opens a new one for the next query.
    pool.on('error', (error) => console.warn(`PostgreSQL connection closed: ${error.message}`));
    const db = drizzlePg(pool, { schema }) as unknown as Database;
    try {
      // Replicas starting together: one migrates, the others wait and find nothing left to do.
      await whileLocked(db, ADVISORY_LOCKS.startup, () =>
        migratePg(db as never, { migrationsFolder }),
      );
    } catch (error) {
      await pool.end();
      throw error;
    }
    return { db, kind: 'postgres', close: () => pool.end() };
  }
  if (!pgliteDir.startsWith('memory://')) mkdirSync(pgliteDir, { recursive: true });
  const client = await PGlite.create(pgliteDir, { extensions: { pg_trgm } });
  const db = drizzlePglite(client, { schema });
  await migratePglite(db, { migrationsFolder });
  return { db, kind: 'pglite', close: () => client.close() };
}

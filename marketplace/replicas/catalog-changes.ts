import type { FastifyInstance } from 'fastify';
import { Client, Pool } from 'pg';
import { forgetCatalogAnswers } from '../catalog/cache';

/** The channel the catalog's triggers notify on each write (migration 0011). */
export const CATALOG_CHANNEL = 'catalog_changed';
const RECONNECT_MS = 1000;

/**
 * On a PostgreSQL server, LISTENs on a connection of its own for catalog writes made by any
 * replica (or by hand, in psql) and drops this replica's kept answers. A lost connection is
 * opened again; whatever it missed meanwhile is dropped on reconnecting, and no answer is
 * served stale in between, since each request checks the catalog version (decision 036).
 * PGlite is one process's database: its cache needs no telling.
 */
export async function listenForCatalogChanges(app: FastifyInstance): Promise<void> {
  const pool = app.db.$client as unknown;
  if (!(pool instanceof Pool)) return;
  const { options } = pool;
  let closing = false;
  let client: Client | undefined;
  let retry: NodeJS.Timeout | undefined;

  const forget = () => forgetCatalogAnswers(app.db);
  async function connect(): Promise<void> {
    const next = new Client(options);
    next.on('notification', forget);
    next.on('error', (err) => {
      app.log.warn({ err }, 'catalog change listener lost its connection; reconnecting');
      next.end().catch(() => {});
      if (client === next) client = undefined;
      if (closing) return;
      retry = setTimeout(() => void connect().catch(() => {}), RECONNECT_MS);
      retry.unref();
    });
    await next.connect();
    await next.query(`LISTEN ${CATALOG_CHANNEL}`);
    client = next;
    forget();
  }

  await connect();
  app.addHook('onClose', async () => {
    closing = true;
    clearTimeout(retry);
    await client?.end();
  });
}

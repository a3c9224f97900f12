import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { Client } from 'pg';
import { loadConfig, type MarketplaceConfig } from '@/marketplace/config';
import { openDatabase, type Database } from '@/marketplace/db/client';
import { buildServer, type ServerOptions } from '@/marketplace/server';

export interface TestMarketplace {
  app: FastifyInstance;
  db: Database;
  config: MarketplaceConfig;
  close(): Promise<void>;
}

/**
 * A real marketplace API on a fresh, empty, migrated database: in-memory PGlite by default, or a new
 * database on the PostgreSQL server named by DATABASE_URL (the test:postgres mode), dropped afterwards.
 */
export async function startTestMarketplace(
  env: Record<string, string | undefined> = {},
  { logger = false }: Pick<ServerOptions, 'logger'> = {},
): Promise<TestMarketplace> {
  const serverUrl = process.env.DATABASE_URL;
  let databaseUrl: string | undefined;
  let drop = async () => {};
  if (serverUrl) {
    const name = `oja_test_${randomBytes(6).toString('hex')}`;
    const admin = new Client({ connectionString: serverUrl });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${name}`);
    await admin.end();
    const url = new URL(serverUrl);
    url.pathname = `/${name}`;
    databaseUrl = url.toString();
    drop = async () => {
      const client = new Client({ connectionString: serverUrl });
      await client.connect();
      await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await client.end();
    };
  }
  const handle = await openDatabase({ databaseUrl });
  const config = loadConfig({ NODE_ENV: 'test', ...env } as NodeJS.ProcessEnv);
  const app = await buildServer({ db: handle.db, config, logger });
  await app.ready();
  return {
    app,
    db: handle.db,
    config,
    async close() {
      await app.close();
      await handle.close();
      await drop();
    },
  };
}

/** A logger for `startTestMarketplace` that keeps the API's log lines at `level` and above. */
export function recordLogs(level = 'warn') {
  const lines: Record<string, unknown>[] = [];
  const stream = { write: (line: string) => void lines.push(JSON.parse(line)) };
  return { lines, logger: { level, stream } };
}

import { existsSync } from 'node:fs';
import { loadConfig } from './config';
import { openDatabase } from './db/client';
import { seedIfEmpty } from './db/seed';
import { buildServer } from './server';

/** Starts the marketplace API: opens (and on first start creates, migrates and seeds) the database, then listens. */
async function main() {
  // `npm start` passes .env on; this covers `npm run start:api` alone. Existing variables win.
  if (existsSync('.env')) process.loadEnvFile('.env');
  const config = loadConfig();
  const handle = await openDatabase({
    databaseUrl: config.databaseUrl,
    pgliteDir: config.pgliteDir,
  });
  const seeded = await seedIfEmpty(handle.db);
  const app = await buildServer({
    db: handle.db,
    config,
    logger: { level: config.logLevel },
  });
  if (seeded)
    app.log.info({ database: handle.kind }, 'database was empty: seeded the demo catalog');

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down');
    await app.close();
    await handle.close();
    process.exit(0);
  };
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));

  await app.listen({ port: config.port, host: config.host });
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});

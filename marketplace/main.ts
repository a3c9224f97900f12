import { existsSync } from 'node:fs';
import { loadConfig } from './config';
import { MissingDataError } from './db/data-marker';
import { openMarketplaceDatabase } from './db/startup';
import { buildServer } from './server';
import { demoKeysText } from './vendor-api/keys';

/** Starts the marketplace API: opens (and on first start creates, migrates and seeds) the database, then listens. */
async function main() {
  // `npm start` passes .env on; this covers `npm run start:api` alone. Existing variables win.
  if (existsSync('.env')) process.loadEnvFile('.env');
  const config = loadConfig();
  const { handle, seeded, demoVendorKeys } = await openMarketplaceDatabase(config);
  const app = await buildServer({
    db: handle.db,
    config,
    logger: { level: config.logLevel },
  });
  if (seeded)
    app.log.info({ database: handle.kind }, 'database was empty: seeded the demo catalog');
  if (demoVendorKeys.length > 0)
    console.log(demoKeysText(demoVendorKeys, config.demoVendorKeysFile));

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
  // A missing database is the operator's to fix: its message says what to do, a stack would not.
  console.error(error instanceof MissingDataError ? error.message : error);
  process.exit(1);
});

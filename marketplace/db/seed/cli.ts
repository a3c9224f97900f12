/**
 * Rebuilds the demo catalog of the configured database.
 *
 *   tsx marketplace/db/seed/cli.ts [--products 20000]
 *
 * Uses DATABASE_URL when set, otherwise the PGlite database in PGLITE_DIR (default .data/pglite).
 * Empties the catalog tables first (and, through CASCADE, anything that points at them), then
 * seeds N products (default 420). The seed is deterministic: the same N gives the same rows.
 * Where the demo parts run, the demo stores get new vendor API keys (the old ones went with their
 * stores). Being an explicit rebuild, it tells the configured storefronts (STOREFRONT_REVALIDATE_URLS)
 * that the whole catalog changed; a first start of the API never does.
 */
import { loadConfig } from '../../config';
import { openDatabase } from '../client';
import { checkDataDirectory, recordDataDirectory } from '../data-marker';
import { createDemoVendorKeys, demoKeysText } from '../../vendor-api/keys';
import { queueTags, TagDelivery, tags } from '../../vendor-api/revalidation';
import { clearCatalog, DEFAULT_PRODUCT_COUNT, seedDatabase } from './index';

function productCount(args: string[]): number {
  const at = args.findIndex((arg) => arg === '--products' || arg.startsWith('--products='));
  if (at === -1) return DEFAULT_PRODUCT_COUNT;
  const text = args[at].includes('=') ? args[at].split('=')[1] : args[at + 1];
  const count = Number(text);
  if (!Number.isInteger(count) || count < 0 || count > 1_000_000) {
    throw new Error(`--products needs a whole number from 0 to 1,000,000, got "${text ?? ''}"`);
  }
  return count;
}

async function main() {
  const count = productCount(process.argv.slice(2));
  const config = loadConfig();
  const started = Date.now();
  // The same guard as the API's start: never seed a new folder in place of a database that is gone.
  if (!config.databaseUrl) checkDataDirectory(config.pgliteDir);
  const handle = await openDatabase({
    databaseUrl: config.databaseUrl,
    pgliteDir: config.pgliteDir,
  });
  try {
    const opened = Date.now();
    await clearCatalog(handle.db);
    const seeded = await seedDatabase(handle.db, { products: count });
    if (!config.databaseUrl) recordDataDirectory(config.pgliteDir);
    const where =
      handle.kind === 'postgres' ? 'PostgreSQL (DATABASE_URL)' : `PGlite at ${config.pgliteDir}`;
    const seconds = (from: number) => ((Date.now() - from) / 1000).toFixed(1);
    console.log(
      `Seeded ${seeded.vendors} vendors and ${seeded.products} products into ${where} in ${seconds(opened)}s (${seconds(started)}s with opening the database)`,
    );
    if (config.devMailbox) {
      const keys = await createDemoVendorKeys(handle.db, config.demoVendorKeysFile);
      console.log(demoKeysText(keys, config.demoVendorKeysFile));
    }
    if (config.storefrontRevalidateUrls.length > 0) {
      await queueTags(handle.db, config, [tags.catalog]);
      // One attempt from here; a storefront that is down gets it when the API next sends (its next
      // start or vendor change).
      const delivery = new TagDelivery(handle.db, config, console as never);
      await delivery.deliverNow();
      await delivery.close();
    }
  } finally {
    await handle.close();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});

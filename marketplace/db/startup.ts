import type { MarketplaceConfig } from '../config';
import { openDatabase, type DatabaseHandle } from './client';
import { checkDataDirectory, recordDataDirectory } from './data-marker';
import { syncDeliveryReference } from './reference-data';
import { seedIfEmpty } from './seed';
import { createDemoVendorKeys, type DemoVendorKey } from '../vendor-api/keys';

/**
 * Opens the API's database as it starts. The embedded database is created, migrated and seeded
 * on its folder's first start only, which leaves a marker beside the folder; on any later start a
 * missing folder is refused (MissingDataError) instead of silently replaced by a new demo
 * database. A PostgreSQL server's database is not created by the API: it is migrated, and seeded
 * while it has no vendors, as before (decision 031).
 */
export async function openMarketplaceDatabase(
  config: Pick<MarketplaceConfig, 'databaseUrl' | 'pgliteDir'> &
    Partial<Pick<MarketplaceConfig, 'devMailbox' | 'demoVendorKeysFile'>>,
): Promise<{ handle: DatabaseHandle; seeded: boolean; demoVendorKeys: DemoVendorKey[] }> {
  const embedded = !config.databaseUrl;
  const { firstStart } = embedded ? checkDataDirectory(config.pgliteDir) : { firstStart: true };
  const handle = await openDatabase({
    databaseUrl: config.databaseUrl,
    pgliteDir: config.pgliteDir,
  });
  try {
    const seeded = firstStart ? await seedIfEmpty(handle.db) : false;
    // After the seed (which writes the same rows into an empty database): an existing database
    // gains the delivery areas and routes the code has since gained (decision 053).
    await syncDeliveryReference(handle.db);
    // The demo stores' vendor API keys, only where the demo parts run (decision 034). Nothing is
    // sent to the storefronts: a new database has no pages cached anywhere.
    const demoVendorKeys =
      seeded && config.devMailbox && config.demoVendorKeysFile
        ? await createDemoVendorKeys(handle.db, config.demoVendorKeysFile)
        : [];
    // Only after the seed: a first start cut short is a first start again.
    if (embedded) recordDataDirectory(config.pgliteDir);
    return { handle, seeded, demoVendorKeys };
  } catch (error) {
    await handle.close();
    throw error;
  }
}

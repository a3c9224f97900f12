import { inArray, sql } from 'drizzle-orm';
import type { Database } from '../client';
import { ADVISORY_LOCKS, whileLocked } from '../../replicas/locks';
import {
  adverts,
  categories,
  deliveryAreas,
  deliveryRoutes,
  products,
  reviews,
  settings,
  sliders,
  vendors,
  warehouses,
} from '../schema';
import { DEFAULT_PRODUCT_COUNT, generateCatalog } from './generate';
import { insertCatalog } from './insert';
import { SETTINGS } from './marketing';

const SEEDED_SETTING_KEYS = SETTINGS.map((setting) => setting.key);

export { DEFAULT_PRODUCT_COUNT, generateCatalog, SEED_BASE_DATE } from './generate';

export interface SeedOptions {
  /** How many products to generate; 420 by default, 20,000 for the benchmark catalog. */
  products?: number;
}

/**
 * Writes the deterministic demo catalog (vendors, warehouses, categories, products with reviews,
 * sliders, adverts, delivery areas, settings) into a database whose catalog tables are empty.
 */
export async function seedDatabase(
  db: Database,
  options: SeedOptions = {},
): Promise<{ vendors: number; products: number }> {
  const count = options.products ?? DEFAULT_PRODUCT_COUNT;
  if (!Number.isInteger(count) || count < 0)
    throw new Error(`Seed: invalid product count ${count}`);
  const catalog = generateCatalog(count);
  await insertCatalog(db, catalog);
  // PGlite has no autovacuum: without statistics the planner picks sequential scans for list
  // queries (shop lists ~8x slower on the 20,000-product catalog). Outside the insert transaction.
  await db.execute(sql`vacuum analyze`);
  return { vendors: catalog.vendors.length, products: catalog.products.length };
}

/** Seeds the default catalog when there are no vendors yet; tells whether it did. */
export async function seedIfEmpty(db: Database): Promise<boolean> {
  // Under the startup lock: of replicas starting together on an empty server, one seeds.
  return whileLocked(db, ADVISORY_LOCKS.startup, async () => {
    const existing = await db.select({ id: vendors.id }).from(vendors).limit(1);
    if (existing.length > 0) return false;
    await seedDatabase(db);
    return true;
  });
}

/**
 * Empties every catalog table and restarts their ids. CASCADE also empties tables that point at
 * them (carts, saved items, orders of later issues): this is for rebuilding demo and benchmark data.
 */
export async function clearCatalog(db: Database): Promise<void> {
  await db.execute(
    sql`truncate table ${reviews}, ${products}, ${vendors}, ${categories}, ${warehouses}, ${sliders}, ${adverts}, ${deliveryAreas}, ${deliveryRoutes} restart identity cascade`,
  );
  // Only the seed's own settings: the sandbox's secrets kept there belong to the database.
  await db.delete(settings).where(inArray(settings.key, SEEDED_SETTING_KEYS));
}

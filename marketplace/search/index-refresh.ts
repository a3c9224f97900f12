import { sql } from 'drizzle-orm';
import type { CatalogReader } from '../catalog/cache';
import type { Database } from '../db/client';
import { ProductIndex, type NameRowText, type ProductRowText } from './product-index';
import { stemCatalogWords } from './stems';

/**
 * Keeping the in-memory search index current (decision 064). Each catalog version the process
 * reads only the products whose searchable fields changed since the version it last saw
 * (search_seq, migration 0023), and the Live stores; a delete, or more changes than an overlay
 * should hold, builds a new index.
 */

type ProductRow = ProductRowText & { version: string; epoch: string } & Record<string, unknown>;

/** Databases whose searches use the index (SEARCH_INDEX=memory, the default). */
const indexed = new WeakSet<Database>();

/** Turns the index on or off for a database's searches (config.searchIndex). */
export function setSearchIndex(db: Database, on: boolean): void {
  if (on) indexed.add(db);
  else indexed.delete(db);
}

interface Holder {
  index: ProductIndex;
  work: Promise<unknown>;
}

const holders = new WeakMap<Database, Holder>();

/** A product's fields the index keeps, from `products p`. */
const PRODUCT_COLUMNS = sql.raw(`p.id, p.vendor_id, p.visible, p.warehouse_state, p.category_id,
  coalesce(p.discounted_price_kobo, p.original_price_kobo) as price,
  p.average_rating::float8 as rating,
  (extract(epoch from p.created_at) * 1000000)::bigint::text as created,
  p.title, p.other_names, p.search_vector::text as vector`);
const LIVE_VENDORS = sql`select id from vendors where store_status = 'Live'`;
const NAMES = sql`select title, other_names, products, search_vector::text as vector from search_names`;

/** Reads the rows changed past `since`, with the version and epoch of the same snapshot. */
async function readRows(db: Database, since: number) {
  const { rows } = await db.execute<ProductRow>(sql`
    with v as (select version, search_epoch from catalog_version where id = 1)
    select v.version::text as version, v.search_epoch::text as epoch, ${PRODUCT_COLUMNS}
    from v left join products p on p.search_seq > ${since}
    order by p.id`);
  const vendors = await db.execute<{ id: number }>(LIVE_VENDORS);
  const changed = rows.filter((row) => row.id !== null);
  // The suggestions table moves only with products' titles and other names (migration 0012).
  const names = changed.length ? (await db.execute<NameRowText>(NAMES)).rows : undefined;
  return {
    names,
    rows: changed,
    version: Number(rows[0]?.version ?? 0),
    epoch: Number(rows[0]?.epoch ?? 0),
    liveVendors: new Set(vendors.rows.map((row) => Number(row.id))),
  };
}

/** Products read per statement when the index is built: the build never holds every row at once. */
const BUILD_BATCH = 10_000;

/**
 * A new index of every product, read in batches in one repeatable-read transaction, so that the
 * batches, the Live stores, the names and the version all come from one snapshot.
 */
async function readAll(db: Database): Promise<ProductIndex> {
  return db.transaction(
    async (tx) => {
      const {
        rows: [seen],
      } = await tx.execute<{ version: string; epoch: string }>(
        sql`select version::text as version, search_epoch::text as epoch from catalog_version where id = 1`,
      );
      const fresh = new ProductIndex();
      for (let after = 0; ;) {
        const { rows } = await tx.execute<ProductRow>(sql`
          select ${PRODUCT_COLUMNS} from products p
          where p.id > ${after} order by p.id limit ${BUILD_BATCH}`);
        if (!rows.length) break;
        fresh.addRows(rows);
        after = Number(rows[rows.length - 1].id);
      }
      fresh.finishBuild();
      const vendors = await tx.execute<{ id: number }>(LIVE_VENDORS);
      const names = await tx.execute<NameRowText>(NAMES);
      fresh.seen(
        new Set(vendors.rows.map((row) => Number(row.id))),
        Number(seen?.version ?? 0),
        Number(seen?.epoch ?? 0),
      );
      fresh.setNames(names.rows);
      return fresh;
    },
    { isolationLevel: 'repeatable read', accessMode: 'read only' },
  );
}

async function readChanges(db: Database, holder: Holder): Promise<void> {
  const current = holder.index;
  if (current.seenVersion >= 0 && !current.worn) {
    const changes = await readRows(db, current.seenVersion);
    // A delete leaves no row to read: only a whole read knows which products are gone.
    if (changes.epoch === current.seenEpoch) {
      current.applyChanges(changes.rows, changes.liveVendors, changes.version, changes.epoch);
      if (changes.names) current.setNames(changes.names);
      return;
    }
  }
  // A new index rather than the old one rebuilt: a search that holds the old one's doc numbers
  // across an await keeps reading a consistent index.
  holder.index = await readAll(db);
  // Beside the search that asked, not before it: a failure here only leaves words to stem later.
  void stemCatalogWords(db).catch(() => undefined);
}

/**
 * The process's index of a database's products, brought up to the catalog as committed now. One
 * refresh runs at a time; callers run it once per catalog version (catalog.cached).
 */
export function refreshIndex(db: Database): Promise<ProductIndex> {
  let holder = holders.get(db);
  if (!holder) {
    holder = { index: new ProductIndex(), work: Promise.resolve() };
    holders.set(db, holder);
  }
  const kept = holder;
  const next = kept.work.then(() => readChanges(db, kept));
  kept.work = next.catch(() => undefined);
  return next.then(() => kept.index);
}

/** The database's index if one has been built in this process (the server builds it as it starts). */
export function builtIndex(db: Database): ProductIndex | undefined {
  const index = holders.get(db)?.index;
  return index && index.seenVersion >= 0 ? index : undefined;
}

/**
 * The index as of this request's catalog version or later: refreshed once per version, as the
 * catalog's other answers are kept (the index itself is not kept there, so an old one is freed).
 */
export async function currentIndex(catalog: CatalogReader): Promise<ProductIndex | undefined> {
  if (!indexed.has(catalog.db)) return undefined;
  await catalog.cached('search index', async () => {
    await refreshIndex(catalog.db);
    return true;
  });
  return holders.get(catalog.db)!.index;
}

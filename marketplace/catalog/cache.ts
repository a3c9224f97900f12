import type { Database } from '../db/client';

/** Small answers kept per database; past this many, the least recently used go first. */
const MAX_ANSWERS = 2000;
/**
 * List pages kept per database. A page of 16 products is about 16 kB, one of 100 about 100 kB, so
 * pages have a smaller bound of their own (bench/NOTES.md, "API list pages under load").
 */
const MAX_PAGES = 300;

/**
 * Costly catalog answers (list totals, warehouse states, search suggestions), kept until the
 * catalog next changes: each is filed under the catalog version, which triggers bump on every
 * write to products, stores, categories or warehouses (migration 0003). An answer is therefore
 * never stale, and a hidden store drops out of every kept answer the moment it is hidden
 * (docs/decisions/003-catalog-cache.md).
 */
class VersionedCache {
  private readonly entries = new Map<string, Promise<unknown>>();

  constructor(private readonly maxEntries: number) {}

  get<Value>(version: string, key: string, compute: () => Promise<Value>): Promise<Value> {
    const versionedKey = `${version}\u0000${key}`;
    const cached = this.entries.get(versionedKey);
    if (cached) {
      // Refresh its place: a Map iterates oldest first.
      this.entries.delete(versionedKey);
      this.entries.set(versionedKey, cached);
      return cached as Promise<Value>;
    }
    const value = compute();
    if (this.entries.size >= this.maxEntries)
      this.entries.delete(this.entries.keys().next().value!);
    // The promise itself is kept, so concurrent requests for one answer share one query.
    this.entries.set(versionedKey, value);
    value.catch(() => {
      if (this.entries.get(versionedKey) === value) this.entries.delete(versionedKey);
    });
    return value;
  }
}

interface Caches {
  answers: VersionedCache;
  pages: VersionedCache;
}

/** One set of caches per database, so that two test databases in one process never share answers. */
const caches = new WeakMap<Database, Caches>();

/** The catalog as one request reads it: the database and answers kept for this catalog version. */
export interface CatalogReader {
  db: Database;
  /** Small answers: totals, warehouse states, category ids, suggestions. */
  cached<Value>(key: string, compute: () => Promise<Value>): Promise<Value>;
  /** Pages of product lists, under their own, smaller bound. */
  cachedPage<Value>(key: string, compute: () => Promise<Value>): Promise<Value>;
}

export function catalogReader(db: Database): CatalogReader {
  let kept = caches.get(db);
  if (!kept) {
    kept = { answers: new VersionedCache(MAX_ANSWERS), pages: new VersionedCache(MAX_PAGES) };
    caches.set(db, kept);
  }
  const { answers, pages } = kept;
  // Read at most once per request, and only by a request that uses the cache.
  let version: Promise<string> | undefined;
  const currentVersion = () => (version ??= readCatalogVersion(db));
  return {
    db,
    async cached(key, compute) {
      return answers.get(await currentVersion(), key, compute);
    },
    async cachedPage(key, compute) {
      return pages.get(await currentVersion(), key, compute);
    },
  };
}

type VersionRows = { rows: { version?: string }[] };

/** What both drivers (a PGlite instance, a node-postgres pool) answer a plain query with. */
interface DriverClient {
  query(text: string): Promise<VersionRows>;
  /** PGlite only: the simple query protocol. */
  exec?(text: string): Promise<VersionRows[]>;
}

const VERSION_QUERY = 'select version::text as version from catalog_version where id = 1';

/**
 * Read through the driver itself: this is the one statement every kept answer pays for (with
 * pages kept, the only one most list requests run), and drizzle's per-query setup on PGlite costs
 * more than the query (0.7 ms against 0.2 ms here). On PGlite, exec's simple protocol is one trip
 * into WebAssembly instead of parse, bind, describe and execute (0.07 ms against 0.1-0.3 ms);
 * node-postgres already uses the simple protocol for a query without parameters.
 */
async function readCatalogVersion(db: Database): Promise<string> {
  const client = db.$client as unknown as DriverClient;
  const rows = client.exec
    ? ((await client.exec(VERSION_QUERY))[0]?.rows ?? [])
    : (await client.query(VERSION_QUERY)).rows;
  return rows[0]?.version ?? '0';
}

/**
 * Drops the answers this process keeps for `db`. Never needed for correctness (each request reads
 * the catalog version, which every write moves), it frees them at once: called when PostgreSQL
 * says the catalog changed, whichever replica wrote (marketplace/replicas/catalog-changes.ts).
 */
export function forgetCatalogAnswers(db: Database): void {
  caches.delete(db);
}

/**
 * The one call every catalog write makes after it commits (the vendor API's). The triggers have
 * already moved the catalog version in the write's own transaction, and on PostgreSQL every replica
 * hears of it (forgetCatalogAnswers above); this drops this process's answers at once.
 */
export function catalogChanged(db: Database): void {
  forgetCatalogAnswers(db);
}

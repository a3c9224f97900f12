import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { and, asc, eq, isNull } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { newToken, sha256 } from '../accounts/tokens';
import type { Database } from '../db/client';
import { vendorApiKeys, vendors } from '../db/schema';
import { HttpError } from '../errors';

/** Keys start with a prefix so that one pasted into the wrong place is recognised (and found by secret scanners). */
const KEY_PREFIX = 'ojavk_';

export const VENDOR_KEY_REQUIRED =
  'A vendor API key is required: send it as "Authorization: Bearer <key>".';
export const VENDOR_KEY_REFUSED = 'This vendor API key is not valid.';

export interface VendorOfKey {
  vendorId: number;
  storeName: string;
  keyId: number;
}

/** Makes a key for a store: the key is returned once, only its SHA-256 is kept. */
export async function createVendorKey(
  db: Pick<Database, 'insert'>,
  vendorId: number,
  label = '',
): Promise<string> {
  const key = `${KEY_PREFIX}${newToken()}`;
  await db.insert(vendorApiKeys).values({ vendorId, keyHash: sha256(key), label });
  return key;
}

/** The key of an `Authorization: Bearer <key>` header, if it has the shape of one. */
function keyOf(request: FastifyRequest): string | undefined {
  const match = /^Bearer +(ojavk_[A-Za-z0-9_-]{43})$/.exec(request.headers.authorization ?? '');
  return match?.[1];
}

const vendorOf = new WeakMap<FastifyRequest, VendorOfKey>();

/**
 * preHandler of every vendor call: a key that is not revoked, of an existing store, or 401. The
 * store's status does not matter: a vendor whose store is Hidden still manages it.
 */
export async function requireVendor(request: FastifyRequest): Promise<void> {
  if (!request.headers.authorization) throw new HttpError(401, VENDOR_KEY_REQUIRED);
  const key = keyOf(request);
  if (!key) throw new HttpError(401, VENDOR_KEY_REFUSED);
  const [row] = await request.server.db
    .select({ keyId: vendorApiKeys.id, vendorId: vendors.id, storeName: vendors.storeName })
    .from(vendorApiKeys)
    .innerJoin(vendors, eq(vendors.id, vendorApiKeys.vendorId))
    .where(and(eq(vendorApiKeys.keyHash, sha256(key)), isNull(vendorApiKeys.revokedAt)))
    .limit(1);
  if (!row) throw new HttpError(401, VENDOR_KEY_REFUSED);
  vendorOf.set(request, row);
}

export function vendorOfRequest(request: FastifyRequest): VendorOfKey {
  const found = vendorOf.get(request);
  if (!found) throw new Error('vendorOfRequest() needs the requireVendor preHandler on the route');
  return found;
}

export interface DemoVendorKey {
  store: string;
  key: string;
}

/**
 * One key per store for the demo, made when the demo catalog is seeded: kept as hashes, written
 * to `file` (mode 0600) for tests and the benchmark, and returned to be printed. Only where the
 * demo parts run (decision 034): a production marketplace's vendors get keys from its operator.
 */
export async function createDemoVendorKeys(db: Database, file: string): Promise<DemoVendorKey[]> {
  const stores = await db
    .select({ id: vendors.id, storeName: vendors.storeName })
    .from(vendors)
    .orderBy(asc(vendors.id));
  const keys = await db.transaction(async (tx) => {
    const made: DemoVendorKey[] = [];
    for (const store of stores)
      made.push({ store: store.storeName, key: await createVendorKey(tx, store.id, 'demo') });
    return made;
  });
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(file, `${JSON.stringify(keys, null, 2)}\n`, { mode: 0o600 });
  return keys;
}

/** What the seed prints: each demo store's key, and where they are kept. */
export function demoKeysText(keys: DemoVendorKey[], file: string): string {
  const width = Math.max(...keys.map((entry) => entry.store.length));
  return [
    `Vendor API keys of the demo stores (also in ${file}; docs/vendor-api.md):`,
    ...keys.map((entry) => `  ${entry.store.padEnd(width)}  ${entry.key}`),
  ].join('\n');
}

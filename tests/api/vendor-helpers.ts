import type { Database } from '@/marketplace/db/client';
import { revalidationOutbox } from '@/marketplace/db/schema';
import { createVendorKey } from '@/marketplace/vendor-api/keys';
import type { TestMarketplace } from './harness';

export type VendorMethod = 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE';

/** Calls /api/vendor/{path} with a vendor API key (or none). */
export function vendorCall(market: TestMarketplace, key?: string) {
  return async (method: VendorMethod, path: string, payload?: unknown) => {
    const response = await market.app.inject({
      method,
      url: `/api/vendor/${path}`,
      ...(payload === undefined ? {} : { payload: JSON.stringify(payload) }),
      headers: {
        ...(payload === undefined ? {} : { 'content-type': 'application/json' }),
        ...(key ? { authorization: `Bearer ${key}` } : {}),
      },
    });
    return { status: response.statusCode, body: response.json() };
  };
}

/** A key for the store, made as the seed or an operator makes one. */
export const keyFor = (db: Database, vendorId: number) => createVendorKey(db, vendorId, 'test');

export async function outboxRows(db: Database) {
  return db.select().from(revalidationOutbox).orderBy(revalidationOutbox.id);
}

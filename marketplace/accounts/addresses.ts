import { and, asc, count, eq } from 'drizzle-orm';
import type { AddressBody, CustomerAddress } from '../../lib/contract/accounts';
import type { Database } from '../db/client';
import { addresses } from '../db/schema';
import { badRequest, notFound } from '../errors';

export const MAX_ADDRESSES = 20;
const ADDRESS_NOT_FOUND = 'Address not found.';

type AddressRow = typeof addresses.$inferSelect;

const toAddress = (row: AddressRow): CustomerAddress => ({
  _id: String(row.id),
  state: row.state,
  city: row.city,
  address: row.address,
  postcode: row.postcode,
});

/** An id from the path; anything that cannot be an address id is simply not found. */
function addressId(raw: string): number {
  if (!/^[1-9][0-9]{0,9}$/.test(raw) || Number(raw) > 2_147_483_647) {
    throw notFound(ADDRESS_NOT_FOUND);
  }
  return Number(raw);
}

const ownedBy = (customerId: number, id: number) =>
  and(eq(addresses.id, id), eq(addresses.customerId, customerId));

export async function listAddresses(db: Database, customerId: number) {
  const rows = await db
    .select()
    .from(addresses)
    .where(eq(addresses.customerId, customerId))
    .orderBy(asc(addresses.id));
  return { addresses: rows.map(toAddress) };
}

export async function addAddress(db: Database, customerId: number, body: AddressBody) {
  const [{ saved }] = await db
    .select({ saved: count() })
    .from(addresses)
    .where(eq(addresses.customerId, customerId));
  if (saved >= MAX_ADDRESSES) {
    throw badRequest(`You can keep up to ${MAX_ADDRESSES} addresses. Delete one to add another.`);
  }
  const [row] = await db
    .insert(addresses)
    .values({ ...body, customerId })
    .returning();
  return { message: 'Address added successfully!', address: toAddress(row) };
}

export async function updateAddress(
  db: Database,
  customerId: number,
  rawId: string,
  body: AddressBody,
) {
  const [row] = await db
    .update(addresses)
    .set(body)
    .where(ownedBy(customerId, addressId(rawId)))
    .returning();
  if (!row) throw notFound(ADDRESS_NOT_FOUND);
  return { message: 'Address updated successfully!', address: toAddress(row) };
}

export async function deleteAddress(db: Database, customerId: number, rawId: string) {
  const [row] = await db
    .delete(addresses)
    .where(ownedBy(customerId, addressId(rawId)))
    .returning({ id: addresses.id });
  if (!row) throw notFound(ADDRESS_NOT_FOUND);
  return { message: 'Address deleted successfully!' };
}

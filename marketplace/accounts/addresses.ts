import { and, asc, count, eq } from 'drizzle-orm';
import { addressBody, type AddressBody, type CustomerAddress } from '../../lib/contract/accounts';
import type { Database, Transaction } from '../db/client';
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

/** Two addresses are the same when their fields differ only in case and spacing. */
const key = (address: Pick<AddressRow, 'state' | 'city' | 'address' | 'postcode'>) =>
  [address.state, address.city, address.address, address.postcode]
    .map((part) => part.replace(/\s+/g, ' ').trim().toLowerCase())
    .join('\n');

/**
 * The checkout's "Save this address" (issue 38): the order's address goes into the address book
 * (its area as the city) unless the book already holds it or is full, or the address is not one
 * the book takes (a postcode of digits). Run inside the order's transaction, after its customer
 * row lock, so that two orders at once cannot both add it. Answers whether it added a row.
 */
export async function rememberAddress(
  tx: Database | Transaction,
  customerId: number,
  address: Record<keyof AddressBody, string>,
): Promise<boolean> {
  const parsed = addressBody.safeParse(address);
  if (!parsed.success) return false;
  const rows = await tx.select().from(addresses).where(eq(addresses.customerId, customerId));
  const wanted = key(parsed.data);
  if (rows.length >= MAX_ADDRESSES || rows.some((row) => key(row) === wanted)) return false;
  await tx.insert(addresses).values({ ...parsed.data, customerId });
  return true;
}

import { desc, eq, sql } from 'drizzle-orm';
import type { CustomerProfile, SignInResponse } from '../../lib/contract/accounts';
import type { Database } from '../db/client';
import { addresses, customers } from '../db/schema';
import type { AccountsContext } from './context';
import { startSession } from './sessions';

export type Customer = typeof customers.$inferSelect;

export async function findCustomerByEmail(
  db: Database,
  email: string,
): Promise<Customer | undefined> {
  const [customer] = await db
    .select()
    .from(customers)
    .where(sql`lower(${customers.email}) = lower(${email})`)
    .limit(1);
  return customer;
}

export async function profileOf(db: Database, customer: Customer): Promise<CustomerProfile> {
  const [latest] = await db
    .select({ address: addresses.address, postcode: addresses.postcode })
    .from(addresses)
    .where(eq(addresses.customerId, customer.id))
    .orderBy(desc(addresses.id))
    .limit(1);
  return {
    firstName: customer.firstName,
    lastName: customer.lastName,
    phone: customer.phone,
    phoneNumber: customer.phone,
    email: customer.email,
    address: latest ?? null,
  };
}

/** Opens a session and answers as login does. */
export async function signIn(
  { db, config }: AccountsContext,
  customer: Customer,
  message: string,
): Promise<SignInResponse> {
  const token = await startSession(db, config, customer.id);
  return { message, firstName: customer.firstName, token, profile: await profileOf(db, customer) };
}

import { desc, eq, sql } from 'drizzle-orm';
import type { CustomerProfile, SignInResponse } from '../../lib/contract/accounts';
import type { SignInAnswer } from '../../lib/contract/two-factor';
import type { Database } from '../db/client';
import { addresses, customers } from '../db/schema';
import type { AccountsContext, SignInClient } from './context';
import { startSession } from './sessions';
import { CHALLENGE_MINUTES, openChallenge } from './two-factor/challenges';
import { hasTwoFactor } from './two-factor/second-factor';

export const SECOND_STEP_NEEDED =
  'Enter the code from your authenticator app to finish logging in.';

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

/**
 * Answers a sign-in that proved the account (a password, Google, a mailed code): a session, or for
 * an account with two-factor on only a challenge for the second step (two-factor/second-step.ts).
 */
export async function signIn(
  ctx: AccountsContext,
  customer: Customer,
  message: string,
  client: SignInClient = {},
): Promise<SignInAnswer> {
  if (await hasTwoFactor(ctx.db, customer.id)) {
    return {
      message: SECOND_STEP_NEEDED,
      twoFactorRequired: true,
      challenge: await openChallenge(ctx.db, customer.id),
      expiresInSeconds: CHALLENGE_MINUTES * 60,
    };
  }
  return startSignedIn(ctx, customer, message, client);
}

/** Opens a session and answers as login does. */
export async function startSignedIn(
  { db, config }: AccountsContext,
  customer: Customer,
  message: string,
  client: SignInClient = {},
): Promise<SignInResponse> {
  const token = await startSession(db, config, customer.id, client);
  return { message, firstName: customer.firstName, token, profile: await profileOf(db, customer) };
}

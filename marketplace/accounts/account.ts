import { eq } from 'drizzle-orm';
import type { ChangePasswordBody } from '../../lib/contract/accounts';
import type { Database } from '../db/client';
import { customers } from '../db/schema';
import { badRequest } from '../errors';
import type { SignedInCustomer } from './auth';
import { hashPassword, passwordMatches } from './passwords';
import { revokeAllSessions } from './sessions';
import { closeAllChallenges } from './two-factor/challenges';

export const OLD_PASSWORD_WRONG = 'Your current password is incorrect.';

/** Changes the password; other devices are signed out, this session stays. */
export async function changePassword(
  db: Database,
  { customer, sessionId }: SignedInCustomer,
  { oldPassword, newPassword }: ChangePasswordBody,
) {
  if (!(await passwordMatches(customer.passwordHash, oldPassword))) {
    throw badRequest(OLD_PASSWORD_WRONG);
  }
  await db
    .update(customers)
    .set({ passwordHash: await hashPassword(newPassword) })
    .where(eq(customers.id, customer.id));
  await revokeAllSessions(db, customer.id, sessionId);
  // A second step begun with the old password must not finish.
  await closeAllChallenges(db, customer.id);
  return { message: 'Password changed successfully!' };
}

/** Closes the account: it can no longer sign in, and every session ends now. */
export async function deactivateAccount(db: Database, { customer }: SignedInCustomer) {
  await db.update(customers).set({ deactivated: true }).where(eq(customers.id, customer.id));
  await revokeAllSessions(db, customer.id);
  return { message: 'Account deactivated successfully!' };
}

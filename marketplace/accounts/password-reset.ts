import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import { customers, passwordResets } from '../db/schema';
import { badRequest } from '../errors';
import { PASSWORD_RESET_TTL_MINUTES, passwordResetMail } from '../mail/messages';
import type { AccountsContext } from './context';
import { findCustomerByEmail } from './customers';
import { hashPassword } from './passwords';
import { revokeAllSessions } from './sessions';
import { minutesFromNow, newToken, sha256 } from './tokens';

export const RESET_LINK_MAYBE_SENT =
  "If an account exists with that email, you'll receive a password reset link shortly";
export const RESET_LINK_INVALID =
  'Error resetting password: this link is invalid, expired or already used. Please request a new one.';

/** Mails a single-use reset link to an active account; answers the same whether or not one exists. */
export async function forgotPassword(ctx: AccountsContext, email: string) {
  const customer = await findCustomerByEmail(ctx.db, email);
  if (customer && !customer.deactivated) {
    const token = newToken();
    await ctx.db.insert(passwordResets).values({
      tokenHash: sha256(token),
      customerId: customer.id,
      expiresAt: minutesFromNow(PASSWORD_RESET_TTL_MINUTES),
    });
    const link = `${ctx.config.storefrontUrl}/reset-password/${token}`;
    await ctx.mailer.send(passwordResetMail(customer.email, link));
  }
  return { message: RESET_LINK_MAYBE_SENT };
}

/**
 * Sets a new password from a reset link. The link is claimed atomically so it works once; the
 * other links of the customer die with it, and every session ends. Opening the mailed link proves
 * the address, so an unverified account becomes verified.
 */
export async function resetPassword(ctx: AccountsContext, token: string, password: string) {
  const [claimed] = await ctx.db
    .update(passwordResets)
    .set({ usedAt: sql`now()` })
    .where(
      and(
        eq(passwordResets.tokenHash, sha256(token)),
        isNull(passwordResets.usedAt),
        gt(passwordResets.expiresAt, sql`now()`),
      ),
    )
    .returning({ customerId: passwordResets.customerId });
  if (!claimed) throw badRequest(RESET_LINK_INVALID);

  const [customer] = await ctx.db
    .update(customers)
    .set({ passwordHash: await hashPassword(password), verified: true })
    .where(and(eq(customers.id, claimed.customerId), eq(customers.deactivated, false)))
    .returning({ id: customers.id });
  if (!customer) throw badRequest(RESET_LINK_INVALID);

  await ctx.db
    .update(passwordResets)
    .set({ usedAt: sql`now()` })
    .where(and(eq(passwordResets.customerId, customer.id), isNull(passwordResets.usedAt)));
  await revokeAllSessions(ctx.db, customer.id);
  return { message: 'Password reset successful' };
}

import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { customers, passwordResets } from '../db/schema';
import { badRequest } from '../errors';
import { PASSWORD_RESET_TTL_MINUTES, passwordResetMail } from '../mail/messages';
import type { AccountsContext } from './context';
import { findCustomerByEmail } from './customers';
import { ACCOUNT_MAILS_PER_WINDOW, ACCOUNT_MAIL_WINDOW_MINUTES } from './mail-limit';
import { hashPassword } from './passwords';
import { revokeAllSessions } from './sessions';
import { closeAllChallenges } from './two-factor/challenges';
import { minutesFromNow, newToken, sha256 } from './tokens';

export const RESET_LINK_MAYBE_SENT =
  "If an account exists with that email, you'll receive a password reset link shortly";
export const RESET_LINK_INVALID =
  'Error resetting password: this link is invalid, expired or already used. Please request a new one.';

/**
 * Mails a single-use reset link to an active account; answers the same whether or not one exists.
 * An address gets at most ACCOUNT_MAILS_PER_WINDOW links per window; further requests answer the
 * same and mail nothing.
 */
export async function forgotPassword(ctx: AccountsContext, email: string) {
  const customer = await findCustomerByEmail(ctx.db, email);
  if (customer && !customer.deactivated) {
    const token = await issueResetToken(ctx.db, customer.id);
    if (token) {
      const link = `${ctx.config.storefrontUrl}/reset-password/${token}`;
      await ctx.mailer.send(passwordResetMail(customer.email, link));
    }
  }
  return { message: RESET_LINK_MAYBE_SENT };
}

/** A new reset token, or null when the customer had their share of links within the window. */
async function issueResetToken(db: Database, customerId: number): Promise<string | null> {
  const token = newToken();
  return db.transaction(async (tx) => {
    // The customer's row is locked, so parallel requests for one address count one at a time.
    await tx
      .select({ id: customers.id })
      .from(customers)
      .where(eq(customers.id, customerId))
      .for('update');
    const [{ recent }] = await tx
      .select({ recent: sql<number>`count(*)::int` })
      .from(passwordResets)
      .where(
        and(
          eq(passwordResets.customerId, customerId),
          gt(
            passwordResets.createdAt,
            sql`now() - make_interval(mins => ${ACCOUNT_MAIL_WINDOW_MINUTES})`,
          ),
        ),
      );
    if (recent >= ACCOUNT_MAILS_PER_WINDOW) return null;
    await tx.insert(passwordResets).values({
      tokenHash: sha256(token),
      customerId,
      expiresAt: minutesFromNow(PASSWORD_RESET_TTL_MINUTES),
    });
    return token;
  });
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
  await closeAllChallenges(ctx.db, customer.id);
  return { message: 'Password reset successful' };
}

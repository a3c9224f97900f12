import { eq } from 'drizzle-orm';
import type { SecondStepBody } from '../../../lib/contract/two-factor';
import { customers } from '../../db/schema';
import { HttpError, badRequest } from '../../errors';
import { recoveryCodeSignInMail } from '../../mail/messages';
import type { AccountsContext, SignInClient } from '../context';
import { startSignedIn } from '../customers';
import { closeChallenge, findLiveChallenge } from './challenges';
import { recoveryCodesLeft } from './recovery-codes';
import { INVALID_SECOND_FACTOR, spendSecondFactor, type SecondFactor } from './second-factor';

export const SIGN_IN_EXPIRED = 'Your login has expired. Please log in again.';

/**
 * The second step of a sign-in: the challenge the password gave, and a code. The challenge row is
 * locked for the check, so two tries of one challenge run one after the other and only one can
 * open a session; a wrong code leaves it open for another try until it expires. Wrong codes are
 * limited per account and per address by the route (two-factor/rate-limit.ts).
 */
export async function completeSecondStep(
  ctx: AccountsContext,
  { challenge, code }: SecondStepBody,
  client: SignInClient,
) {
  const outcome = await ctx.db.transaction(async (tx) => {
    const live = await findLiveChallenge(tx, challenge, true);
    if (!live) return { expired: true as const };
    const factor = await spendSecondFactor(tx, ctx.config, live.customerId, code);
    if (factor) await closeChallenge(tx, live.id);
    return { customerId: live.customerId, factor };
  });
  if ('expired' in outcome) throw new HttpError(401, SIGN_IN_EXPIRED);
  if (!outcome.factor) throw badRequest(INVALID_SECOND_FACTOR);

  const [customer] = await ctx.db
    .select()
    .from(customers)
    .where(eq(customers.id, outcome.customerId));
  // Closed while the second step waited: it must not open a session.
  if (!customer || customer.deactivated || !customer.verified) {
    throw new HttpError(401, SIGN_IN_EXPIRED);
  }
  const answer = await startSignedIn(ctx, customer, 'Login successful', client);
  return withRecoveryNotice(ctx, customer, outcome.factor, answer);
}

async function withRecoveryNotice<T extends object>(
  ctx: AccountsContext,
  customer: { id: number; email: string },
  factor: SecondFactor,
  answer: T,
) {
  if (factor !== 'recovery-code') return answer;
  const left = await recoveryCodesLeft(ctx.db, customer.id);
  await ctx.mailer.send(recoveryCodeSignInMail(customer.email, ctx.config.storefrontUrl, left));
  return { ...answer, recoveryCodesLeft: left };
}

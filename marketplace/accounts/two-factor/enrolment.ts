import { and, eq, isNull, isNotNull, sql } from 'drizzle-orm';
import type { TurnOffTwoFactorBody } from '../../../lib/contract/two-factor';
import { recoveryCodes, twoFactor } from '../../db/schema';
import { HttpError, badRequest } from '../../errors';
import { recoveryCodesRenewedMail, twoFactorOffMail, twoFactorOnMail } from '../../mail/messages';
import type { SignedInCustomer } from '../auth';
import type { AccountsContext } from '../context';
import { passwordMatches } from '../passwords';
import { closeAllChallenges } from './challenges';
import { recoveryCodesLeft, replaceRecoveryCodes } from './recovery-codes';
import { INVALID_SECOND_FACTOR, hasTwoFactor, spendSecondFactor } from './second-factor';
import { openSecret, sealSecret } from './secret-box';
import { matchingStep, newTotpSecret, otpauthUri } from './totp';

export const ALREADY_ON = 'Two-factor authentication is already on.';
export const NOT_ON = 'Two-factor authentication is not on.';
export const SETUP_FIRST = 'Start the setup again: it was finished or replaced elsewhere.';
export const PASSWORD_WRONG = 'Your password is incorrect.';

function keyOf(ctx: AccountsContext): Buffer {
  const key = ctx.config.totpEncryptionKey;
  // buildServer always fills it (withTotpKey); a config built another way is a bug, not a request.
  if (!key) throw new Error('the two-factor key is missing: build the server with buildServer');
  return key;
}

export async function twoFactorStatus(ctx: AccountsContext, { customer }: SignedInCustomer) {
  return {
    enabled: await hasTwoFactor(ctx.db, customer.id),
    recoveryCodesLeft: await recoveryCodesLeft(ctx.db, customer.id),
    passwordRequired: Boolean(customer.passwordHash),
  };
}

/**
 * A new secret for the authenticator app, kept encrypted until a code from the app confirms it. A
 * second setup (another tab) replaces an unconfirmed one; once two-factor is on it is refused.
 */
export async function startEnrolment(ctx: AccountsContext, { customer }: SignedInCustomer) {
  const secret = newTotpSecret();
  const sealed = sealSecret(keyOf(ctx), secret, customer.id);
  const stored = await ctx.db
    .insert(twoFactor)
    .values({ customerId: customer.id, secretEncrypted: sealed })
    .onConflictDoUpdate({
      target: twoFactor.customerId,
      set: { secretEncrypted: sealed, lastUsedStep: null, createdAt: sql`now()` },
      setWhere: isNull(twoFactor.enabledAt),
    })
    .returning({ customerId: twoFactor.customerId });
  if (stored.length === 0) throw new HttpError(409, ALREADY_ON);
  return { secret, otpauthUri: otpauthUri(ctx.config.siteName, customer.email, secret) };
}

/** Turns two-factor on with a code of the new secret, and answers the first recovery codes. */
export async function confirmEnrolment(
  ctx: AccountsContext,
  { customer }: SignedInCustomer,
  code: string,
) {
  const outcome = await ctx.db.transaction(async (tx) => {
    const [pending] = await tx
      .select()
      .from(twoFactor)
      .where(and(eq(twoFactor.customerId, customer.id), isNull(twoFactor.enabledAt)))
      .for('update');
    if (!pending) return { problem: 'no-setup' as const };
    const secret = openSecret(keyOf(ctx), pending.secretEncrypted, customer.id);
    const step = await matchingStep(secret, code, null);
    if (step === null) return { problem: 'wrong-code' as const };
    await tx
      .update(twoFactor)
      .set({ enabledAt: sql`now()`, lastUsedStep: step })
      .where(eq(twoFactor.customerId, customer.id));
    return { recoveryCodes: await replaceRecoveryCodes(tx, customer.id) };
  });
  if ('problem' in outcome) {
    if (outcome.problem === 'wrong-code') throw badRequest(INVALID_SECOND_FACTOR);
    throw new HttpError(409, (await hasTwoFactor(ctx.db, customer.id)) ? ALREADY_ON : SETUP_FIRST);
  }
  await ctx.mailer.send(twoFactorOnMail(customer.email, ctx.config.storefrontUrl));
  return {
    message: 'Two-factor authentication is on.',
    recoveryCodes: outcome.recoveryCodes,
  };
}

/** Turns two-factor off: the password (when the account has one) and a current code. */
export async function turnOffTwoFactor(
  ctx: AccountsContext,
  { customer }: SignedInCustomer,
  { password, code }: TurnOffTwoFactorBody,
) {
  if (!(await hasTwoFactor(ctx.db, customer.id))) throw new HttpError(409, NOT_ON);
  if (customer.passwordHash && !(await passwordMatches(customer.passwordHash, password ?? ''))) {
    throw badRequest(PASSWORD_WRONG);
  }
  const turnedOff = await ctx.db.transaction(async (tx) => {
    if (!(await spendSecondFactor(tx, ctx.config, customer.id, code))) return false;
    await tx.delete(twoFactor).where(eq(twoFactor.customerId, customer.id));
    await tx.delete(recoveryCodes).where(eq(recoveryCodes.customerId, customer.id));
    await closeAllChallenges(tx, customer.id);
    return true;
  });
  if (!turnedOff) throw badRequest(INVALID_SECOND_FACTOR);
  await ctx.mailer.send(twoFactorOffMail(customer.email, ctx.config.storefrontUrl));
  return { message: 'Two-factor authentication is off.' };
}

/** Ten new recovery codes for a current code; the old ones stop working at once. */
export async function renewRecoveryCodes(
  ctx: AccountsContext,
  { customer }: SignedInCustomer,
  code: string,
) {
  const codes = await ctx.db.transaction(async (tx) => {
    const [on] = await tx
      .select({ customerId: twoFactor.customerId })
      .from(twoFactor)
      .where(and(eq(twoFactor.customerId, customer.id), isNotNull(twoFactor.enabledAt)))
      .for('update');
    if (!on) return 'not-on' as const;
    if (!(await spendSecondFactor(tx, ctx.config, customer.id, code))) return null;
    return replaceRecoveryCodes(tx, customer.id);
  });
  if (codes === 'not-on') throw new HttpError(409, NOT_ON);
  if (!codes) throw badRequest(INVALID_SECOND_FACTOR);
  await ctx.mailer.send(recoveryCodesRenewedMail(customer.email, ctx.config.storefrontUrl));
  return {
    message: 'New recovery codes are ready. The old ones no longer work.',
    recoveryCodes: codes,
  };
}

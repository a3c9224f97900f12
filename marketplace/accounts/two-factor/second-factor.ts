import { and, eq, isNotNull, isNull, lt, or } from 'drizzle-orm';
import type { MarketplaceConfig } from '../../config';
import type { Database } from '../../db/client';
import { twoFactor } from '../../db/schema';
import { spendRecoveryCode } from './recovery-codes';
import { openSecret } from './secret-box';
import { TOTP_CODE_PATTERN, matchingStep } from './totp';

type Queries = Pick<Database, 'select' | 'update'>;

export type SecondFactor = 'code' | 'recovery-code';

export const INVALID_SECOND_FACTOR = 'That code is not right. Check it and try again.';

/** Whether the customer has two-factor sign-in on (enrolment confirmed). */
export async function hasTwoFactor(db: Pick<Database, 'select'>, customerId: number) {
  const [row] = await db
    .select({ customerId: twoFactor.customerId })
    .from(twoFactor)
    .where(and(eq(twoFactor.customerId, customerId), isNotNull(twoFactor.enabledAt)));
  return Boolean(row);
}

/**
 * Spends a second factor of an enrolled customer: a 6-digit code from the app, or a recovery code.
 * An app code is taken by moving the account's last used time step forward in one conditional
 * update, so the same code (or an older one) never passes twice, even from two requests at once.
 * A recovery code is used up. Null when neither is right.
 */
export async function spendSecondFactor(
  db: Queries,
  config: Pick<MarketplaceConfig, 'totpEncryptionKey'>,
  customerId: number,
  input: string,
): Promise<SecondFactor | null> {
  const code = input.trim();
  if (!TOTP_CODE_PATTERN.test(code)) {
    return (await spendRecoveryCode(db, customerId, code)) ? 'recovery-code' : null;
  }
  const [row] = await db
    .select()
    .from(twoFactor)
    .where(and(eq(twoFactor.customerId, customerId), isNotNull(twoFactor.enabledAt)));
  if (!row || !config.totpEncryptionKey) return null;
  const secret = openSecret(config.totpEncryptionKey, row.secretEncrypted, customerId);
  const step = await matchingStep(secret, code, row.lastUsedStep);
  if (step === null) return null;
  const taken = await db
    .update(twoFactor)
    .set({ lastUsedStep: step })
    .where(
      and(
        eq(twoFactor.customerId, customerId),
        isNotNull(twoFactor.enabledAt),
        or(isNull(twoFactor.lastUsedStep), lt(twoFactor.lastUsedStep, step)),
      ),
    )
    .returning({ customerId: twoFactor.customerId });
  return taken.length > 0 ? 'code' : null;
}

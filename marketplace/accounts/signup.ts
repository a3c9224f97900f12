import { and, eq } from 'drizzle-orm';
import type { SignInResponse, SignupBody, VerifyEmailBody } from '../../lib/contract/accounts';
import { customers } from '../db/schema';
import { badRequest } from '../errors';
import { signupAttemptMail, verificationCodeMail } from '../mail/messages';
import type { AccountsContext, SignInClient } from './context';
import { findCustomerByEmail, startSignedIn, type Customer } from './customers';
import { checkEmailCode, issueEmailCode, type CodeCheck } from './email-codes';
import { hashPassword } from './passwords';

export const CODE_SENT = 'Verification code sent to email';

export interface SignupOptions {
  /** Whether the owner of a taken address may get one more "someone tried" notice now. */
  mayNotifyOwner: () => Promise<boolean>;
}

/**
 * Creates an unverified customer and mails a code. An unverified account with the same e-mail is
 * taken over with the new details: until its owner proves the address, it belongs to nobody.
 *
 * A verified address answers exactly the same, so signup does not tell who has an account: its
 * account is left as it is, and its owner gets a notice (a few at most per window) with links to
 * log in and to reset the password instead of a code. The password is hashed either way, so both
 * answers take about as long.
 */
export async function signUp(
  ctx: AccountsContext,
  body: SignupBody,
  { mayNotifyOwner }: SignupOptions,
): Promise<{ message: string }> {
  const details = {
    firstName: body.firstName,
    lastName: body.lastName,
    phone: body.phoneNumber,
    email: body.email,
    passwordHash: await hashPassword(body.password),
  };
  const saved = await saveUnverified(ctx, details);
  if (saved.taken) {
    const owned = saved.taken.verified && !saved.taken.deactivated;
    if (owned && (await mayNotifyOwner())) {
      await ctx.mailer.send(signupAttemptMail(saved.taken.email, ctx.config.storefrontUrl));
    }
  } else {
    await mailNewCode(ctx, saved.customer);
  }
  return { message: CODE_SENT };
}

type Saved = { customer: Customer; taken?: never } | { taken: Customer; customer?: never };

async function saveUnverified(
  { db }: AccountsContext,
  details: Pick<Customer, 'firstName' | 'lastName' | 'phone' | 'email' | 'passwordHash'>,
): Promise<Saved> {
  // Twice at most: a parallel signup for the same address may insert (or verify) between the
  // look-up and the write; the second round sees what it did.
  let existing: Customer | undefined;
  for (let round = 0; round < 2; round++) {
    existing = await findCustomerByEmail(db, details.email);
    if (existing?.verified) return { taken: existing };
    if (existing) {
      const [updated] = await db
        .update(customers)
        .set(details)
        .where(and(eq(customers.id, existing.id), eq(customers.verified, false)))
        .returning();
      if (updated) return { customer: updated };
      continue;
    }
    const [created] = await db.insert(customers).values(details).onConflictDoNothing().returning();
    if (created) return { customer: created };
  }
  // Still in flux after two rounds: whoever holds the address now keeps it untouched.
  existing = await findCustomerByEmail(db, details.email);
  if (!existing) throw new Error(`signup: ${details.email} could neither be saved nor found`);
  return { taken: existing };
}

async function mailNewCode(ctx: AccountsContext, customer: Customer) {
  const code = await issueEmailCode(ctx.db, customer.id);
  await ctx.mailer.send(verificationCodeMail(customer.email, code));
}

/** Sends a new code to an unverified account; the answer is the same whether or not there is one. */
export async function sendEmailCode(ctx: AccountsContext, email: string) {
  const customer = await findCustomerByEmail(ctx.db, email);
  if (customer && !customer.verified && !customer.deactivated) await mailNewCode(ctx, customer);
  return { message: CODE_SENT };
}

const CODE_PROBLEMS: Record<Exclude<CodeCheck, 'accepted'>, string> = {
  wrong: 'Invalid verification code',
  none: 'Invalid verification code',
  expired: 'This verification code has expired. Please request a new one.',
  exhausted: 'Too many wrong attempts. Please request a new verification code.',
};

/** Checks the code, marks the e-mail verified and signs the customer in. */
export async function verifyEmail(
  ctx: AccountsContext,
  { email, code }: VerifyEmailBody,
  client: SignInClient = {},
): Promise<SignInResponse> {
  const customer = await findCustomerByEmail(ctx.db, email);
  if (!customer || customer.verified || customer.deactivated) throw badRequest(CODE_PROBLEMS.none);
  const check = await checkEmailCode(ctx.db, customer.id, code);
  if (check !== 'accepted') throw badRequest(CODE_PROBLEMS[check]);
  const [verified] = await ctx.db
    .update(customers)
    .set({ verified: true })
    .where(eq(customers.id, customer.id))
    .returning();
  // Never enrolled: an account is verified before it can sign in to turn two-factor on.
  return startSignedIn(ctx, verified, 'Email verified successfully!', client);
}

import type { LoginBody } from '../../lib/contract/accounts';
import type { SignInAnswer } from '../../lib/contract/two-factor';
import { HttpError } from '../errors';
import type { AccountsContext, SignInClient } from './context';
import { findCustomerByEmail, signIn } from './customers';
import { passwordMatches } from './passwords';

export const LOGIN_FAILED = 'Invalid email or password';

/** Every failure answers alike, so a login never tells whether or why an account exists. */
export async function logIn(
  ctx: AccountsContext,
  { email, password }: LoginBody,
  client: SignInClient = {},
): Promise<SignInAnswer> {
  const customer = await findCustomerByEmail(ctx.db, email);
  const matches = await passwordMatches(customer?.passwordHash, password);
  if (!customer || !matches || !customer.verified || customer.deactivated) {
    throw new HttpError(401, LOGIN_FAILED);
  }
  return signIn(ctx, customer, 'Login successful', client);
}

import type { LoginBody, SignInResponse } from '../../lib/contract/accounts';
import { HttpError } from '../errors';
import type { AccountsContext } from './context';
import { findCustomerByEmail, signIn } from './customers';
import { passwordMatches } from './passwords';

export const LOGIN_FAILED = 'Invalid email or password';

/** Every failure answers alike, so a login never tells whether or why an account exists. */
export async function logIn(
  ctx: AccountsContext,
  { email, password }: LoginBody,
): Promise<SignInResponse> {
  const customer = await findCustomerByEmail(ctx.db, email);
  const matches = await passwordMatches(customer?.passwordHash, password);
  if (!customer || !matches || !customer.verified || customer.deactivated) {
    throw new HttpError(401, LOGIN_FAILED);
  }
  return signIn(ctx, customer, 'Login successful');
}

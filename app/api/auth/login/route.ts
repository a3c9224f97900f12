import { loginBody } from '@/lib/contract/accounts';
import { signInRoute } from '@/lib/server/bff/sign-in-route';

/**
 * Logs in: every refusal reads the same, so it never tells whether an account exists. A rate limit
 * or a failure of the marketplace is passed on as such (lib/server/bff/sign-in.ts).
 */
export const POST = signInRoute({
  schema: loginBody,
  path: 'login',
  failure: 'Invalid email or password',
  hideReason: true,
});

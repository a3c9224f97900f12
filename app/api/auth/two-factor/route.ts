import { secondStepForm } from '@/lib/contract/two-factor';
import { bffMessage } from '@/lib/server/bff/respond';
import { signInRoute } from '@/lib/server/bff/sign-in-route';
import { getSession, saveSession } from '@/lib/server/session';

export const SIGN_IN_EXPIRED = 'Your login has expired. Please log in again.';

/**
 * The second step of a login with two-factor on: the code (or a recovery code) with the challenge
 * the password left in the session cookie. Only now does the cookie get a token. A challenge the
 * API no longer takes (expired, used) is dropped, so the shopper starts again from the password.
 */
export const POST = signInRoute({
  schema: secondStepForm,
  path: 'login/two-factor',
  failure: SIGN_IN_EXPIRED,
  body: async ({ code }) => {
    const { twoFactorChallenge: challenge } = await getSession();
    return challenge ? { challenge, code } : bffMessage(SIGN_IN_EXPIRED, 401);
  },
  after: async (answer) => {
    if (answer.status === 401) await saveSession({});
  },
});

import { secondStepForm } from '@/lib/contract/two-factor';
import {
  bffMessage,
  clientIpOfRequest,
  readJson,
  refuseCrossOrigin,
  userAgentOfRequest,
} from '@/lib/server/bff/respond';
import { signIn } from '@/lib/server/bff/sign-in';
import { getSession, saveSession } from '@/lib/server/session';

export const SIGN_IN_EXPIRED = 'Your login has expired. Please log in again.';

/**
 * The second step of a login with two-factor on: the code (or a recovery code) with the challenge
 * the password left in the session cookie. Only now does the cookie get a token. A challenge the
 * API no longer takes (expired, used) is dropped, so the shopper starts again from the password.
 */
export async function POST(request: Request): Promise<Response> {
  const refused = refuseCrossOrigin(request);
  if (refused) return refused;
  const input = secondStepForm.safeParse(await readJson(request));
  if (!input.success) return bffMessage(input.error.issues[0].message, 400);
  const { twoFactorChallenge: challenge } = await getSession();
  if (!challenge) return bffMessage(SIGN_IN_EXPIRED, 401);
  const answer = await signIn({
    path: 'login/two-factor',
    body: { challenge, code: input.data.code },
    clientIp: clientIpOfRequest(request),
    userAgent: userAgentOfRequest(request),
    failure: SIGN_IN_EXPIRED,
  });
  if (answer.status === 401) await saveSession({});
  return answer;
}

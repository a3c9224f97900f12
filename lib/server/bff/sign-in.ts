import 'server-only';
import { secondStepResponse, twoFactorChallengeResponse } from '@/lib/contract/two-factor';
import { saveSession } from '@/lib/server/session';
import { mergeGuestCart } from './guest-merge';
import { bffFailure, bffJson, bffMessage } from './respond';
import { messageOf } from '@/lib/shared/api-message';
import { callCustomerApi } from './upstream';

const UNEXPECTED_ANSWER = 'Unexpected answer from the marketplace.';

export interface SignInCall {
  /** login, verify-email, auth/google, or login/two-factor (the second step). */
  path: 'login' | 'verify-email' | 'auth/google' | 'login/two-factor';
  body: unknown;
  clientIp?: string;
  userAgent?: string;
  /** The spec's text when the API gives no message of its own. */
  failure: string;
  /**
   * Login hides why a password was refused: any refusal is a 401 with the failure text. A rate
   * limit (429 with its Retry-After) and a failure of the marketplace (5xx) are passed on as they
   * are: they say nothing about the account, and the shopper must not read them as a wrong password.
   */
  hideReason?: boolean;
}

/**
 * Calls a sign-in endpoint of the API, keeps its token and the customer's names in the session
 * cookie, and answers the browser with the message and first name only: the token stays here.
 * An account with two-factor on answers a challenge instead: it too stays in the cookie, and the
 * browser only learns that the second step is next (app/api/auth/two-factor).
 */
export async function signIn({
  path,
  body,
  clientIp,
  userAgent,
  failure,
  hideReason,
}: SignInCall): Promise<Response> {
  const answer = await callCustomerApi({
    method: 'POST',
    path,
    body: JSON.stringify(body),
    clientIp,
    userAgent,
  });
  if (answer.status === 200) {
    const challenge = twoFactorChallengeResponse.safeParse(answer.body);
    if (challenge.success) {
      await saveSession({ twoFactorChallenge: challenge.data.challenge });
      const { message, expiresInSeconds } = challenge.data;
      return bffJson({ message, twoFactorRequired: true, expiresInSeconds });
    }
  }
  // A plain sign-in answer is the second step's without its recoveryCodesLeft.
  const parsed = answer.status === 200 ? secondStepResponse.safeParse(answer.body) : undefined;
  if (!parsed?.success) {
    if (answer.status < 400) {
      console.error(`BFF: ${path} answered ${answer.status} or a shape outside the contract`);
      return bffMessage(UNEXPECTED_ANSWER, 502);
    }
    const refused = answer.status !== 429 && answer.status < 500;
    if (hideReason && refused) return bffMessage(failure, 401);
    return bffFailure(messageOf(answer.body, failure), answer);
  }

  const { message, firstName, token, profile, recoveryCodesLeft } = parsed.data;
  await saveSession({
    token,
    customer: { firstName, lastName: profile.lastName, email: profile.email },
  });
  // The guest cart and saves asked for while signed out land in the account now (decision 041).
  const notice = await mergeGuestCart(token, clientIp);
  return bffJson({ message, customer: { firstName }, recoveryCodesLeft, notice });
}

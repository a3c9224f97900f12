import 'server-only';
import { signInResponse } from '@/lib/contract/accounts';
import { saveSession } from '@/lib/session';
import { bffFailure, bffJson, bffMessage } from './respond';
import { messageOf } from './message';
import { callCustomerApi } from './upstream';

const UNEXPECTED_ANSWER = 'Unexpected answer from the marketplace.';

export interface SignInCall {
  /** login, verify-email or auth/google. */
  path: 'login' | 'verify-email' | 'auth/google';
  body: unknown;
  clientIp?: string;
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
 */
export async function signIn({
  path,
  body,
  clientIp,
  failure,
  hideReason,
}: SignInCall): Promise<Response> {
  const answer = await callCustomerApi({
    method: 'POST',
    path,
    body: JSON.stringify(body),
    clientIp,
  });
  const parsed = answer.status === 200 ? signInResponse.safeParse(answer.body) : undefined;
  if (!parsed?.success) {
    if (answer.status < 400) {
      console.error(`BFF: ${path} answered ${answer.status} or a shape outside the contract`);
      return bffMessage(UNEXPECTED_ANSWER, 502);
    }
    const refused = answer.status !== 429 && answer.status < 500;
    if (hideReason && refused) return bffMessage(failure, 401);
    return bffFailure(messageOf(answer.body, failure), answer);
  }

  const { message, firstName, token, profile } = parsed.data;
  await saveSession({
    token,
    customer: { firstName, lastName: profile.lastName, email: profile.email },
  });
  return bffJson({ message, customer: { firstName } });
}

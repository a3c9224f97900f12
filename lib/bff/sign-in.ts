import 'server-only';
import { signInResponse } from '@/lib/contract/accounts';
import { saveSession } from '@/lib/session';
import { bffJson, bffMessage } from './respond';
import { callCustomerApi, messageOf } from './upstream';

export interface SignInCall {
  /** login, verify-email or auth/google. */
  path: 'login' | 'verify-email' | 'auth/google';
  body: unknown;
  clientIp?: string;
  /** The spec's text when the API gives no message of its own. */
  failure: string;
  /** Login hides every reason: any failure is a 401 with the failure text. */
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
    if (answer.status === 200) console.error(`BFF: ${path} answered a shape outside the contract`);
    if (hideReason) return bffMessage(failure, 401);
    const status = answer.status >= 400 ? answer.status : 502;
    return bffMessage(messageOf(answer.body, failure), status);
  }

  const { message, firstName, token, profile } = parsed.data;
  await saveSession({
    token,
    customer: { firstName, lastName: profile.lastName, email: profile.email },
  });
  return bffJson({ message, customer: { firstName } });
}

import { signupBody } from '@/lib/contract/accounts';
import {
  bffFailure,
  bffJson,
  bffMessage,
  checkedBody,
  clientIpOfRequest,
} from '@/lib/server/bff/respond';
import { messageOf } from '@/lib/shared/api-message';
import { callCustomerApi } from '@/lib/server/bff/upstream';

const SIGNUP_FAILED = 'Error during signup';

/** Creates the unverified account; the API mails the code. Nothing is kept in the session yet. */
export async function POST(request: Request): Promise<Response> {
  const input = await checkedBody(request, signupBody);
  if (input instanceof Response) return input;

  const answer = await callCustomerApi({
    method: 'POST',
    path: 'signup',
    body: JSON.stringify(input),
    clientIp: clientIpOfRequest(request),
  });
  if (answer.status >= 200 && answer.status < 300) {
    return bffJson(
      { message: messageOf(answer.body, 'Verification code sent to email') },
      answer.status,
    );
  }
  if (answer.status < 400) return bffMessage('Unexpected answer from the marketplace.', 502);
  return bffFailure(messageOf(answer.body, SIGNUP_FAILED), answer);
}

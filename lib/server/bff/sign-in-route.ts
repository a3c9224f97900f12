import 'server-only';
import type { ZodType } from 'zod';
import { bffMessage, checkedBody, clientIpOfRequest, userAgentOfRequest } from './respond';
import { signIn, type SignInCall } from './sign-in';

interface SignInRoute<T> extends Pick<SignInCall, 'path' | 'failure' | 'hideReason'> {
  schema: ZodType<T>;
  /** What is sent to the API: the checked input, unless this says otherwise (or answers at once). */
  body?: (input: T) => Promise<unknown>;
  /** Runs on the API's answer before it goes to the browser. */
  after?: (answer: Response) => Promise<void>;
}

/**
 * A sign-in route handler (login, verify-email, Google, the two-factor step): the checked body goes
 * to the API's sign-in call, whose token stays in the session cookie (lib/server/bff/sign-in.ts).
 * With `hideReason`, a body that does not pass is refused like a wrong password.
 */
export function signInRoute<T>({
  schema,
  body = async (input) => input,
  after,
  ...call
}: SignInRoute<T>): (request: Request) => Promise<Response> {
  return async (request) => {
    const input = await checkedBody(
      request,
      schema,
      call.hideReason ? () => bffMessage(call.failure, 401) : undefined,
    );
    if (input instanceof Response) return input;
    const sent = await body(input);
    if (sent instanceof Response) return sent;
    const answer = await signIn({
      ...call,
      body: sent,
      clientIp: clientIpOfRequest(request),
      userAgent: userAgentOfRequest(request),
    });
    await after?.(answer);
    return answer;
  };
}

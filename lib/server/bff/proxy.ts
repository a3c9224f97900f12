import 'server-only';
import { clearSession, getSession } from '@/lib/server/session';
import { findAllowedCall } from './allow-list';
import {
  bffFailure,
  bffJson,
  bffMessage,
  clientIpOfRequest,
  readBodyText,
  refuseCrossOrigin,
} from './respond';
import { messageOf } from '@/lib/shared/api-message';
import { CUSTOMER_PREFIX } from '@/lib/shared/customer-calls';
import { callCustomerApi } from './upstream';

export const NOT_ALLOWED = 'Not found';
export const SIGN_IN_REQUIRED = 'Please log in to continue.';

/** A token never reaches the browser, even if an upstream answer were ever to carry one. */
function withoutToken(body: unknown): unknown {
  if (body && typeof body === 'object' && !Array.isArray(body) && 'token' in body) {
    const rest: Record<string, unknown> = { ...(body as Record<string, unknown>) };
    delete rest.token;
    return rest;
  }
  return body;
}

/**
 * The one allow-listed proxy for customer calls: checks origin and allow-list, adds the session's
 * bearer token, passes the query through, and hands the answer back. A token the API rejects ends
 * the session here too.
 */
export async function proxyCustomerCall(request: Request): Promise<Response> {
  const url = new URL(request.url);
  // The raw, still percent-encoded path: an encoded `/` or `..` cannot match the allow-list.
  const path = url.pathname.startsWith(CUSTOMER_PREFIX)
    ? url.pathname.slice(CUSTOMER_PREFIX.length)
    : '';
  const allowed = findAllowedCall(request.method, path);
  if (!allowed) return bffMessage(NOT_ALLOWED, 404);

  const refused = refuseCrossOrigin(request);
  if (refused) return refused;

  const { token } = allowed.session === 'none' ? { token: undefined } : await getSession();
  if (allowed.session === 'required' && !token) return bffMessage(SIGN_IN_REQUIRED, 401);

  const hasBody = request.method !== 'GET' && request.method !== 'HEAD';
  const body = hasBody ? await readBodyText(request) : '';
  if (body === null) return bffMessage('The request is too large or incomplete.', 413);

  const answer = await callCustomerApi({
    method: request.method,
    path,
    search: url.search,
    body: body || undefined,
    token,
    clientIp: clientIpOfRequest(request),
  });

  if (answer.status === 401 && token) {
    await clearSession();
    return bffMessage(messageOf(answer.body, SIGN_IN_REQUIRED), 401);
  }
  if (answer.status >= 400) {
    return bffFailure(messageOf(answer.body, 'Something went wrong. Please try again.'), answer);
  }
  if (answer.status >= 300) return bffMessage('Unexpected answer from the marketplace.', 502);
  return bffJson(withoutToken(answer.body), answer.status);
}

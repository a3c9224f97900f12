import 'server-only';
import { callMarketplace } from './client';
import { PASS_THROUGH_TIMEOUT_MS } from './deadline';

export interface CustomerCall {
  method: string;
  /** Below /api/customer/, already checked against the allow-list (or fixed by a route). */
  path: string;
  /** The query string, with its leading `?`, passed through as it came. */
  search?: string;
  /** A JSON body as text. */
  body?: string;
  /** The session's bearer token; never anything from the browser. */
  token?: string;
  /** The shopper's IP for the API's rate limits. */
  clientIp?: string;
  /** The shopper's browser, for the list of signed-in devices (sign-in calls only). */
  userAgent?: string;
}

export interface CustomerCallAnswer {
  status: number;
  /** The parsed JSON answer; undefined when there was none or it was not JSON. */
  body: unknown;
  /** The answer's Retry-After (a rate limit says how long to wait). */
  retryAfter?: string;
}

/**
 * A customer call of the API passed through for the BFF (lib/server/bff/): whatever status and JSON the
 * API answers come back as they are, for the BFF to hand on. Headers are built here from nothing:
 * the browser's cookies and other headers never travel upstream. An API that cannot be reached or
 * does not answer in time is a MarketplaceError 503, as for every call of lib/server/marketplace/.
 */
export async function passCustomerCall(call: CustomerCall): Promise<CustomerCallAnswer> {
  const headers: Record<string, string> = { accept: 'application/json' };
  if (call.body) headers['content-type'] = 'application/json';
  if (call.userAgent) headers['user-agent'] = call.userAgent;
  const response = await callMarketplace({
    method: call.method,
    path: `/api/customer/${call.path}`,
    search: call.search,
    headers,
    body: call.body || undefined,
    token: call.token,
    clientIp: call.clientIp,
    timeoutMs: PASS_THROUGH_TIMEOUT_MS,
    redirect: 'manual',
  });

  const text = await response.text();
  let body: unknown;
  try {
    body = text ? JSON.parse(text) : undefined;
  } catch {
    body = undefined;
  }
  return {
    status: response.status,
    body,
    retryAfter: response.headers.get('retry-after') ?? undefined,
  };
}

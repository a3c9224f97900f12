import 'server-only';
import { getSettings } from '@/lib/settings';

const TIMEOUT_MS = 10_000;

export interface CustomerApiCall {
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
}

export interface CustomerApiAnswer {
  status: number;
  /** The parsed JSON answer; undefined when there was none or it was not JSON. */
  body: unknown;
  /** The answer's Retry-After (a rate limit says how long to wait). */
  retryAfter?: string;
}

/**
 * Calls the marketplace API's /api/customer/... with headers built here from nothing: the
 * browser's cookies and other headers never travel upstream. An unreachable or slow API is a 503
 * answer, not an exception.
 */
export async function callCustomerApi(call: CustomerApiCall): Promise<CustomerApiAnswer> {
  const url = `${getSettings().marketplaceApiUrl}/api/customer/${call.path}${call.search ?? ''}`;
  const headers: Record<string, string> = { accept: 'application/json' };
  if (call.body) headers['content-type'] = 'application/json';
  if (call.token) headers.authorization = `Bearer ${call.token}`;
  if (call.clientIp) headers['x-forwarded-for'] = call.clientIp;

  let response: Response;
  try {
    response = await fetch(url, {
      method: call.method,
      headers,
      body: call.body || undefined,
      cache: 'no-store',
      redirect: 'manual',
      signal: AbortSignal.timeout(TIMEOUT_MS),
    });
  } catch (cause) {
    const timedOut = cause instanceof Error && cause.name === 'TimeoutError';
    console.error(`BFF: ${call.method} /api/customer/${call.path} failed`, cause);
    return {
      status: 503,
      body: {
        message: timedOut
          ? 'The marketplace is taking too long to answer. Please try again.'
          : 'The marketplace could not be reached. Please try again.',
      },
    };
  }

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

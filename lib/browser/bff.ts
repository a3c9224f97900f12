import { messageIn } from '../shared/api-message';

/**
 * The browser's one way to call the BFF (this site's /api/... routes); it never throws. A failed call carries the answer's `{ message }` (or undefined) and Retry-After for the
 * caller to turn into the spec's text (see lib/shared/auth-failure.ts); status 0 means no answer came.
 */
export type BffResult<T> =
  | { ok: true; status: number; data: T }
  | { ok: false; status: number; message: string | undefined; retryAfter: string | null };

export interface BffCall {
  method?: 'GET' | 'POST' | 'PUT' | 'DELETE';
  /** Sent as JSON. */
  body?: unknown;
  /** Cancels the call; a cancelled call answers like one that got no answer (status 0). */
  signal?: AbortSignal;
  /**
   * The browser's HTTP cache: 'no-store' by default, as the shopper's own data must be fresh;
   * 'default' where the route's own Cache-Control decides (search suggestions, warehouse states).
   */
  cache?: RequestCache;
}

export async function callBff<T = unknown>(
  url: string,
  { method = 'GET', body, signal, cache = 'no-store' }: BffCall = {},
): Promise<BffResult<T>> {
  let response: Response;
  try {
    response = await fetch(url, {
      method,
      headers: {
        accept: 'application/json',
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
      credentials: 'same-origin',
      cache,
      signal,
    });
  } catch {
    return { ok: false, status: 0, message: undefined, retryAfter: null };
  }
  let data: unknown;
  try {
    data = await response.json();
  } catch {
    data = undefined;
  }
  if (response.ok) return { ok: true, status: response.status, data: data as T };
  return {
    ok: false,
    status: response.status,
    message: messageIn(data),
    retryAfter: response.headers.get('retry-after'),
  };
}

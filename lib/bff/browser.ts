/**
 * The browser's side of the BFF: calls /api/auth/... and /api/customer/... on this site and never
 * throws. A failed call carries the answer's `{ message }` (or undefined) and Retry-After for the
 * caller to turn into the spec's text (see lib/auth-failure.ts); status 0 means no answer came.
 */
export type BffResult<T> =
  | { ok: true; status: number; data: T }
  | { ok: false; status: number; message: string | undefined; retryAfter: string | null };

export async function callBff<T = unknown>(
  url: string,
  { method = 'GET', body }: { method?: 'GET' | 'POST' | 'PUT' | 'DELETE'; body?: unknown } = {},
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
      cache: 'no-store',
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
  const message = (data as { message?: unknown } | undefined)?.message;
  return {
    ok: false,
    status: response.status,
    message: typeof message === 'string' && message.trim() ? message : undefined,
    retryAfter: response.headers.get('retry-after'),
  };
}

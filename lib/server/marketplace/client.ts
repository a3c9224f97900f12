import '@/lib/server/server-only';
import type { z } from 'zod';
import { errorResponse } from '@/lib/contract';
import { apiUrl, type QueryValue } from './address';
import { CACHE, fetchCacheOptions, type CachePolicy } from './cache';
import { CALL_TIMEOUT_MS, timeLeftMs } from './deadline';
import { MarketplaceError } from './errors';

export type { QueryValue } from './address';

export interface MarketplaceCall {
  method?: string;
  /** The API's path, with its leading `/`. */
  path: string;
  /** Query parameters; null and undefined ones are left out. */
  query?: Record<string, QueryValue>;
  /** A query string with its leading `?`, passed on as it came (the BFF's proxy). */
  search?: string;
  /** Request headers of the call's own; the browser's never travel upstream. */
  headers?: Record<string, string>;
  /** The body as text. */
  body?: string;
  /** The shopper's bearer token; only allowed with an uncached policy. */
  token?: string;
  /** The shopper's IP, for the API's rate limits. */
  clientIp?: string;
  /** A policy from lib/server/marketplace/cache.ts; uncached when left out. */
  cache?: CachePolicy;
  /** The call's own limit instead of CALL_TIMEOUT_MS (lib/server/marketplace/deadline.ts). */
  timeoutMs?: number;
  redirect?: RequestRedirect;
}

/**
 * The one fetch of the marketplace API: its address, the bearer token and the shopper's IP as
 * headers, and the wait of lib/server/marketplace/deadline.ts. An API that cannot be reached or does not
 * answer in time is a MarketplaceError 503; any answer it gave is returned as it is.
 */
export async function callMarketplace(call: MarketplaceCall): Promise<Response> {
  const { method = 'GET', path, token, cache = CACHE.none } = call;
  const timeoutMs = timeLeftMs(call.timeoutMs ?? CALL_TIMEOUT_MS);
  if (timeoutMs <= 0) {
    throw new MarketplaceError(503, 'The page ran out of time waiting for the marketplace', {
      timedOut: true,
    });
  }
  if (token && cache.kind !== 'private') {
    throw new Error(`A shopper's request must never be cached: ${method} ${path}`);
  }
  const url = apiUrl(path, call.query);
  if (call.search) url.search = call.search;
  const headers: Record<string, string> = { ...call.headers };
  if (token) headers.authorization = `Bearer ${token}`;
  if (call.clientIp) headers['x-forwarded-for'] = call.clientIp;

  try {
    return await fetch(url, {
      method,
      headers,
      body: call.body,
      redirect: call.redirect,
      signal: AbortSignal.timeout(timeoutMs),
      ...fetchCacheOptions(cache),
    });
  } catch (cause) {
    const timedOut = cause instanceof Error && cause.name === 'TimeoutError';
    throw new MarketplaceError(
      503,
      timedOut
        ? `The marketplace did not answer within ${Math.round(timeoutMs / 100) / 10} s`
        : 'The marketplace could not be reached',
      { cause, timedOut },
    );
  }
}

export interface MarketplaceRequest<T> {
  /** Query parameters; null and undefined ones are left out. */
  query?: Record<string, QueryValue>;
  /** The contract schema that the answer must match. */
  schema: z.ZodType<T>;
  /** A policy from lib/server/marketplace/cache.ts. */
  cache: CachePolicy;
  method?: 'GET' | 'POST' | 'PUT' | 'DELETE';
  /** Sent as JSON. */
  body?: unknown;
  /** The shopper's bearer token; only allowed with an uncached policy. */
  token?: string;
  /** The shopper's IP, for the API's rate limits (public calls counted per address). */
  clientIp?: string;
  /** A shorter wait than the render's deadline or a call's own limit (lib/server/marketplace/deadline.ts). */
  timeoutMs?: number;
}

async function errorMessage(response: Response): Promise<string> {
  try {
    const parsed = errorResponse.safeParse(await response.json());
    if (parsed.success && parsed.data.message) return parsed.data.message;
  } catch {
    // Not JSON: fall through to a message of our own.
  }
  return `The marketplace answered ${response.status} ${response.statusText}`.trim();
}

/**
 * Calls the marketplace API and returns its answer parsed by the contract. Every failure is a
 * MarketplaceError: the API's status and `{ message }`, 503 when it is unreachable or slow, 502
 * when its answer does not match the contract. Inside a page render every call shares the render's
 * deadline (lib/server/marketplace/deadline.ts), so that a page fails in time rather than by instalments.
 */
export async function marketplaceFetch<T>(
  path: string,
  request: MarketplaceRequest<T>,
): Promise<T> {
  const { query, schema, cache, method = 'GET', body, token } = request;
  const headers: Record<string, string> = { accept: 'application/json' };
  if (body !== undefined) headers['content-type'] = 'application/json';
  const response = await callMarketplace({
    method,
    path,
    query,
    headers,
    body: body === undefined ? undefined : JSON.stringify(body),
    token,
    clientIp: request.clientIp,
    cache,
    timeoutMs: Math.min(request.timeoutMs ?? CALL_TIMEOUT_MS, CALL_TIMEOUT_MS),
  });

  if (!response.ok) throw new MarketplaceError(response.status, await errorMessage(response));

  let json: unknown;
  try {
    json = await response.json();
  } catch (cause) {
    throw new MarketplaceError(
      502,
      `The marketplace answered ${method} ${path} with invalid JSON`,
      {
        cause,
      },
    );
  }
  const parsed = schema.safeParse(json);
  if (!parsed.success) {
    throw new MarketplaceError(
      502,
      `The marketplace's answer to ${method} ${path} does not match the contract`,
      { cause: parsed.error },
    );
  }
  return parsed.data;
}

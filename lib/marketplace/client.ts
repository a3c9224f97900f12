import 'server-only';
import type { z } from 'zod';
import { errorResponse } from '@/lib/contract';
import { getSettings } from '@/lib/settings';
import { fetchCacheOptions, type CachePolicy } from './cache';
import { timeLeftMs } from './deadline';
import { MarketplaceError } from './errors';

export type QueryValue = string | number | boolean | null | undefined;

export interface MarketplaceRequest<T> {
  /** Query parameters; null and undefined ones are left out. */
  query?: Record<string, QueryValue>;
  /** The contract schema that the answer must match. */
  schema: z.ZodType<T>;
  /** A policy from lib/marketplace/cache.ts. */
  cache: CachePolicy;
  method?: 'GET' | 'POST' | 'PUT' | 'DELETE';
  /** Sent as JSON. */
  body?: unknown;
  /** The shopper's bearer token; only allowed with an uncached policy. */
  token?: string;
  /** A shorter wait than the render's deadline or a call's own limit (lib/marketplace/deadline.ts). */
  timeoutMs?: number;
}

export function buildUrl(base: string, path: string, query: Record<string, QueryValue> = {}): URL {
  const url = new URL(`${base}${path.startsWith('/') ? path : `/${path}`}`);
  for (const [name, value] of Object.entries(query)) {
    if (value !== undefined && value !== null) url.searchParams.set(name, String(value));
  }
  return url;
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
 * deadline (lib/marketplace/deadline.ts), so that a page fails in time rather than by instalments.
 */
export async function marketplaceFetch<T>(
  path: string,
  request: MarketplaceRequest<T>,
): Promise<T> {
  const { query, schema, cache, method = 'GET', body, token } = request;
  const timeoutMs = Math.min(request.timeoutMs ?? Infinity, timeLeftMs());
  if (timeoutMs <= 0) {
    throw new MarketplaceError(503, 'The page ran out of time waiting for the marketplace');
  }
  if (token && cache.kind !== 'private') {
    throw new Error(`A shopper's request must never be cached: ${method} ${path}`);
  }
  const url = buildUrl(getSettings().marketplaceApiUrl, path, query);
  const headers: Record<string, string> = { accept: 'application/json' };
  if (body !== undefined) headers['content-type'] = 'application/json';
  if (token) headers.authorization = `Bearer ${token}`;

  let response: Response;
  try {
    response = await fetch(url, {
      method,
      headers,
      body: body === undefined ? undefined : JSON.stringify(body),
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
      { cause },
    );
  }

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

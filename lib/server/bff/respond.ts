import 'server-only';
import type { ZodType } from 'zod';
import { getSettings } from '@/lib/server/settings';
import { clientIpOf } from './client-ip';
import { isAllowedOrigin, ownOriginsOf } from './origin';

/** Every BFF answer belongs to one shopper: no cache, shared or private, may keep it. */
const NO_STORE = { 'cache-control': 'private, no-store' };

export function bffJson(
  body: unknown,
  status = 200,
  headers: Record<string, string> = {},
): Response {
  if (status === 204 || status === 304) return new Response(null, { status, headers: NO_STORE });
  return Response.json(body ?? {}, { status, headers: { ...headers, ...NO_STORE } });
}

export const bffMessage = (message: string, status: number) => bffJson({ message }, status);

/**
 * An upstream failure handed on with its status; a 429 keeps its Retry-After, so that the form can
 * say how long to wait.
 */
export function bffFailure(
  message: string,
  { status, retryAfter }: { status: number; retryAfter?: string },
): Response {
  const wait = status === 429 && retryAfter ? { 'retry-after': retryAfter } : undefined;
  return bffJson({ message }, status, wait);
}

export const CROSS_ORIGIN_REFUSED = 'This request must come from a page of this site.';

/** A 403 for a mutating request from another origin, else null. */
export function refuseCrossOrigin(request: Request): Response | null {
  const own = ownOriginsOf(request.url, request.headers, getSettings().siteUrl);
  return isAllowedOrigin(request.method, request.headers, own)
    ? null
    : bffMessage(CROSS_ORIGIN_REFUSED, 403);
}

export const clientIpOfRequest = (request: Request) => clientIpOf(request.headers);

/** The browser's User-Agent, cut short, for the API's list of signed-in devices. */
export const userAgentOfRequest = (request: Request) =>
  request.headers.get('user-agent')?.slice(0, 512) || undefined;

const MAX_BODY_BYTES = 64 * 1024;

/**
 * The request's JSON body as text (empty when none), or null when it is too large or could not
 * be read (the browser gave up on the request, e.g. by navigating away).
 */
export async function readBodyText(request: Request): Promise<string | null> {
  const declared = Number(request.headers.get('content-length') ?? 0);
  if (declared > MAX_BODY_BYTES) return null;
  let text: string;
  try {
    text = await request.text();
  } catch {
    return null;
  }
  return new TextEncoder().encode(text).length > MAX_BODY_BYTES ? null : text;
}

/** The request's body parsed as JSON; undefined when it is missing or not JSON. */
export async function readJson(request: Request): Promise<unknown> {
  const text = await readBodyText(request);
  if (!text) return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

/**
 * The opening every BFF form route shares: another site's post is refused, and the JSON body is
 * checked against its contract schema. Answers the parsed input, or the answer to send at once
 * (the first issue's message with a 400, unless `invalid` says otherwise).
 */
export async function checkedBody<T>(
  request: Request,
  schema: ZodType<T>,
  invalid?: () => Response,
): Promise<T | Response> {
  const refused = refuseCrossOrigin(request);
  if (refused) return refused;
  const input = schema.safeParse(await readJson(request));
  if (input.success) return input.data;
  return invalid ? invalid() : bffMessage(input.error.issues[0].message, 400);
}

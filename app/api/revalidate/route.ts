import { revalidateTag } from 'next/cache';
import { clientIpOf } from '@/lib/server/bff/client-ip';
import { expireListChecks } from '@/lib/server/catalog/list-check';
import {
  checkRevalidateSignature,
  REVALIDATE_MIN_SECRET_LENGTH,
  REVALIDATE_NONCE_HEADER,
  REVALIDATE_SIGNATURE_HEADER,
  REVALIDATE_TIMESTAMP_HEADER,
  revalidateRequest,
} from '@/lib/contract/revalidate';
import { CACHE_TAGS } from '@/lib/server/marketplace/cache';
import { expireSearchSuggestions } from '@/lib/server/marketplace/catalog';
import { expirePageChecks } from '@/lib/server/not-found/page-check';
import {
  claimRevalidateNonce,
  recordRevalidateFailure,
  resolveRevalidateSecret,
  revalidateRetryAfter,
} from '@/lib/server/revalidate';
import { getSettings } from '@/lib/server/settings';

export const dynamic = 'force-dynamic';

/** 200 tags of 160 characters and their JSON fit well within this. */
const MAX_BODY_BYTES = 64 * 1024;

function answer(status: number, message: string, headers: Record<string, string> = {}): Response {
  return Response.json(
    { message },
    { status, headers: { 'cache-control': 'private, no-store', ...headers } },
  );
}

/**
 * The marketplace API's signed call saying which cache tags changed (docs/decisions/033): each tag
 * is dropped from Next's cache at once (the next request renders the pages that carry it) and from
 * the middleware's page and list checks. The signature is checked before the body is read as JSON,
 * so that nobody without the secret learns anything from the answers but 401; each signed call is
 * taken once (its nonce), and an address whose calls are refused too often is answered 429 without
 * a look (decision 052).
 */
export async function POST(request: Request): Promise<Response> {
  const address = clientIpOf(request.headers) ?? 'unknown';
  const retryAfter = revalidateRetryAfter(address);
  if (retryAfter > 0) {
    return answer(429, 'Too many refused calls. Please try again later.', {
      'retry-after': String(retryAfter),
    });
  }
  const refuse = (status: number, message: string) => {
    recordRevalidateFailure(address);
    return answer(status, message);
  };

  const { redisUrl, ...settings } = getSettings();
  const secret = resolveRevalidateSecret(settings);
  if (!secret) {
    return answer(
      503,
      `REVALIDATE_SECRET is not set to at least ${REVALIDATE_MIN_SECRET_LENGTH} characters`,
    );
  }
  const rawBody = await request.text();
  if (Buffer.byteLength(rawBody) > MAX_BODY_BYTES) return refuse(400, 'The body is too large');

  const nonce = request.headers.get(REVALIDATE_NONCE_HEADER);
  const check = checkRevalidateSignature({
    secret,
    timestamp: request.headers.get(REVALIDATE_TIMESTAMP_HEADER),
    nonce,
    signature: request.headers.get(REVALIDATE_SIGNATURE_HEADER),
    rawBody,
  });
  if (check === 'stale') return refuse(401, 'The timestamp is more than 5 minutes off');
  if (check !== 'valid') return refuse(401, 'The signature does not match');
  if (!(await claimRevalidateNonce(nonce as string, redisUrl))) {
    return refuse(409, 'This call was already taken: a new call needs a new nonce');
  }

  let json: unknown;
  try {
    json = JSON.parse(rawBody);
  } catch {
    return answer(400, 'The body must be JSON: {"tags": [...]}');
  }
  const parsed = revalidateRequest.safeParse(json);
  if (!parsed.success) {
    return answer(400, parsed.error.issues[0]?.message ?? 'The body must be {"tags": [...]}');
  }
  const tags = [...new Set(parsed.data.tags)];
  for (const tag of tags) revalidateTag(tag, { expire: 0 });
  expirePageChecks(tags);
  if (tags.includes(CACHE_TAGS.products) || tags.includes(CACHE_TAGS.catalog)) {
    expireListChecks();
    expireSearchSuggestions();
  }
  return new Response(null, { status: 204 });
}

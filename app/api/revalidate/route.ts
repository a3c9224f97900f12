import { revalidateTag } from 'next/cache';
import {
  checkRevalidateSignature,
  REVALIDATE_MIN_SECRET_LENGTH,
  REVALIDATE_SIGNATURE_HEADER,
  REVALIDATE_TIMESTAMP_HEADER,
  revalidateRequest,
} from '@/lib/contract/revalidate';
import { expirePageChecks } from '@/lib/not-found/page-check';
import { resolveRevalidateSecret } from '@/lib/revalidate';
import { getSettings } from '@/lib/settings';

export const dynamic = 'force-dynamic';

/** 200 tags of 160 characters and their JSON fit well within this. */
const MAX_BODY_BYTES = 64 * 1024;

function answer(status: number, message: string): Response {
  return Response.json({ message }, { status, headers: { 'cache-control': 'private, no-store' } });
}

/**
 * The marketplace API's signed call saying which cache tags changed (docs/decisions/033): each tag
 * is dropped from Next's cache at once (the next request renders the pages that carry it) and from
 * the middleware's page-check memory. The signature is checked before the body is read as JSON, so
 * that nobody without the secret learns anything from the answers but 401.
 */
export async function POST(request: Request): Promise<Response> {
  const secret = resolveRevalidateSecret(getSettings());
  if (!secret) {
    return answer(
      503,
      `REVALIDATE_SECRET is not set to at least ${REVALIDATE_MIN_SECRET_LENGTH} characters`,
    );
  }
  const rawBody = await request.text();
  if (Buffer.byteLength(rawBody) > MAX_BODY_BYTES) return answer(400, 'The body is too large');

  const check = checkRevalidateSignature({
    secret,
    timestamp: request.headers.get(REVALIDATE_TIMESTAMP_HEADER),
    signature: request.headers.get(REVALIDATE_SIGNATURE_HEADER),
    rawBody,
  });
  if (check === 'stale') return answer(401, 'The timestamp is more than 5 minutes off');
  if (check !== 'valid') return answer(401, 'The signature does not match');

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
  return new Response(null, { status: 204 });
}

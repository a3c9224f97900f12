import { fetchMediaImage } from '@/lib/server/marketplace/media';

/**
 * Same-origin proxy of the marketplace API's images: the browser and next/image ask for
 * /media/..., this handler fetches the API's /media/... at request time (lib/server/marketplace/media.ts).
 * Only plain file-name segments pass, so nothing can climb out of /media or smuggle a query.
 */
const SAFE_SEGMENT = /^[A-Za-z0-9][A-Za-z0-9._-]{0,127}$/;
const MAX_SEGMENTS = 8;
const PASSED_HEADERS = ['cache-control', 'etag', 'last-modified'];
// Images are served from this origin, so an SVG must not be able to run script here.
const IMAGE_CSP = "default-src 'none'; style-src 'unsafe-inline'; sandbox";

function isSafePath(segments: string[]): boolean {
  return (
    segments.length > 0 &&
    segments.length <= MAX_SEGMENTS &&
    segments.every((segment) => SAFE_SEGMENT.test(segment) && !segment.includes('..'))
  );
}

function text(status: number, message: string): Response {
  return new Response(message, {
    status,
    headers: { 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'no-store' },
  });
}

export async function GET(
  request: Request,
  { params }: { params: Promise<{ path: string[] }> },
): Promise<Response> {
  const { path } = await params;
  if (!isSafePath(path)) return text(404, 'Not found');

  let upstream: Response;
  try {
    upstream = await fetchMediaImage(path, request.headers.get('if-none-match'));
  } catch {
    return text(502, 'Image service unavailable');
  }

  if (upstream.status === 304) {
    const headers = new Headers();
    for (const name of ['cache-control', 'etag']) {
      const value = upstream.headers.get(name);
      if (value) headers.set(name, value);
    }
    return new Response(null, { status: 304, headers });
  }
  if (!upstream.ok) {
    await upstream.body?.cancel();
    return text(
      upstream.status === 404 ? 404 : 502,
      upstream.status === 404 ? 'Not found' : 'Image service error',
    );
  }

  const contentType = upstream.headers.get('content-type') ?? '';
  if (!contentType.startsWith('image/')) {
    await upstream.body?.cancel();
    return text(502, 'Image service error');
  }
  const headers = new Headers({
    'content-type': contentType,
    'content-security-policy': IMAGE_CSP,
    'x-content-type-options': 'nosniff',
  });
  for (const name of PASSED_HEADERS) {
    const value = upstream.headers.get(name);
    if (value) headers.set(name, value);
  }
  return new Response(upstream.body, { status: 200, headers });
}

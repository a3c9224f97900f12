import 'server-only';
import { LRUCache } from 'lru-cache';
import { PREVIEW_TYPE } from './preview-paths';

/**
 * Drawn pictures by address. An address names one version of what the picture shows, so a kept
 * picture is never stale; this only saves drawing it again (~100 ms of CPU) for each bot that asks.
 */
const drawn = new LRUCache<string, Buffer>({
  maxSize: 16 * 1024 * 1024,
  sizeCalculation: (bytes) => bytes.length,
});

function text(status: number, message: string, cacheControl = 'no-store'): Response {
  return new Response(message, {
    status,
    headers: { 'content-type': 'text/plain; charset=utf-8', 'cache-control': cacheControl },
  });
}

export const previewNotFound = () => text(404, 'Not found', 'public, max-age=60');
export const previewUnavailable = () => text(503, 'Preview unavailable');

/**
 * An address of an older version: sent on to the current picture. Only briefly cacheable, since
 * the current version changes with the next price change.
 */
export function previewMoved(current: string): Response {
  return new Response(null, {
    status: 302,
    headers: { location: current, 'cache-control': 'public, max-age=60' },
  });
}

/** The picture at `address`, drawn once by `draw`, kept for ever by whoever may keep it. */
export async function previewImage(
  address: string,
  draw: () => Promise<Buffer>,
): Promise<Response> {
  let bytes = drawn.get(address);
  if (!bytes) {
    bytes = await draw();
    drawn.set(address, bytes);
  }
  return new Response(new Uint8Array(bytes), {
    status: 200,
    headers: {
      'content-type': PREVIEW_TYPE,
      'content-length': String(bytes.length),
      'cache-control': 'public, max-age=31536000, immutable',
    },
  });
}

import 'server-only';
import { callMarketplace } from './client';
import { PASS_THROUGH_TIMEOUT_MS } from './deadline';

/**
 * The API's image at /media/<segments>, as the API answered it (a 304 to a matching ETag), for the
 * same-origin image proxy to stream. The segments must already be checked as plain file names.
 * Throws a MarketplaceError 503 when the API cannot be reached or does not answer in time.
 */
export function fetchMediaImage(
  segments: string[],
  ifNoneMatch?: string | null,
): Promise<Response> {
  return callMarketplace({
    path: `/media/${segments.join('/')}`,
    headers: ifNoneMatch ? { 'if-none-match': ifNoneMatch } : {},
    timeoutMs: PASS_THROUGH_TIMEOUT_MS,
  });
}

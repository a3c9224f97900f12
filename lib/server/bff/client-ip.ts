import type { HeaderReader } from './origin';

/** An IPv4 or IPv6 address as a header carries it; anything else is ignored. */
const IP_PATTERN = /^[0-9A-Fa-f:.]{2,45}$/;

/**
 * The shopper's IP, passed to the marketplace API as X-Forwarded-For so its rate limits count
 * shoppers rather than this server. scripts/client-address-hook.mjs has already put the client's
 * address, found from the socket and TRUSTED_PROXIES, alone in X-Forwarded-For and dropped
 * X-Real-IP, so a browser's own headers never get here.
 */
export function clientIpOf(headers: HeaderReader): string | undefined {
  const first = headers.get('x-forwarded-for')?.split(',')[0]?.trim();
  return first && IP_PATTERN.test(first) ? first : undefined;
}

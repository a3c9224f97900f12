import type { HeaderReader } from './origin';

/** An IPv4 or IPv6 address as a header carries it; anything else is ignored. */
const IP_PATTERN = /^[0-9A-Fa-f:.]{2,45}$/;

function plausibleIp(value: string | null | undefined): string | undefined {
  const trimmed = value?.trim();
  return trimmed && IP_PATTERN.test(trimmed) ? trimmed : undefined;
}

/**
 * The shopper's IP, passed to the marketplace API as X-Forwarded-For so its rate limits count
 * shoppers rather than this server: the first X-Forwarded-For entry, else X-Real-IP, else none.
 * The front proxy must set (not append to) these headers for the value to be trustworthy.
 */
export function clientIpOf(headers: HeaderReader): string | undefined {
  const forwarded = headers.get('x-forwarded-for');
  if (forwarded !== null) {
    const first = plausibleIp(forwarded.split(',')[0]);
    if (first) return first;
  }
  return plausibleIp(headers.get('x-real-ip'));
}

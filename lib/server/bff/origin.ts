/**
 * Cross-site request forgery guard of the BFF: a request that changes something must come from a
 * page of this site. Browsers send `Origin` on every cross-origin POST/PUT/DELETE/PATCH (and
 * `Sec-Fetch-Site` on every request); a request with neither is not from a browser page, so no
 * shopper's cookie can be abused by it.
 */

const MUTATING = new Set(['POST', 'PUT', 'DELETE', 'PATCH']);

export interface HeaderReader {
  get(name: string): string | null;
}

export function isMutatingMethod(method: string): boolean {
  return MUTATING.has(method.toUpperCase());
}

function originOf(value: string): string | undefined {
  try {
    const url = new URL(value);
    return url.origin === 'null' ? undefined : url.origin;
  } catch {
    return undefined;
  }
}

/**
 * Whether a request may go on. `ownOrigins` are the origins this site is reached under (the
 * request's own URL, the Host it was sent to, the configured public URL).
 */
export function isAllowedOrigin(
  method: string,
  headers: HeaderReader,
  ownOrigins: readonly string[],
): boolean {
  if (!isMutatingMethod(method)) return true;
  const origin = headers.get('origin');
  if (origin !== null) {
    const sender = originOf(origin);
    return sender !== undefined && ownOrigins.some((own) => originOf(own) === sender);
  }
  const site = headers.get('sec-fetch-site');
  if (site !== null) return site === 'same-origin' || site === 'none';
  return true;
}

/**
 * The origins a request counts as its own: its URL's, the one its Host (or X-Forwarded-Host)
 * header names with its protocol, and the configured public site URL. X-Forwarded-Host and
 * -Proto get here only from a trusted proxy: scripts/client-address-hook.mjs drops
 * them from anyone else, or a page of evil.example could name its own host and pass this check.
 */
export function ownOriginsOf(
  requestUrl: string,
  headers: HeaderReader,
  siteUrl?: string,
): string[] {
  const origins = new Set<string>();
  const add = (value: string | undefined) => {
    const origin = value ? originOf(value) : undefined;
    if (origin) origins.add(origin);
  };
  add(requestUrl);
  const host = headers.get('x-forwarded-host') ?? headers.get('host');
  if (host) {
    const protocol =
      headers.get('x-forwarded-proto')?.split(',')[0]?.trim() ||
      new URL(requestUrl).protocol.replace(':', '');
    add(`${protocol}://${host.split(',')[0].trim()}`);
  }
  add(siteUrl);
  return [...origins];
}

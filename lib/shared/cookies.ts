/**
 * Every cookie the storefront sets: its name, who may read it, how long it lives, and one parser
 * and one writer of the attributes, for the server (Next's cookies(), a response's cookies, a raw
 * Set-Cookie header) and the browser (document.cookie) alike. Pure: both sides import it.
 *
 * All are `Path=/`, `SameSite=Lax`, and `Secure` where the site is served over HTTPS (the server
 * says so by its production setting, the browser by the page's own address).
 */

export interface CookieRule {
  name: string;
  /** Hidden from the page's scripts. */
  httpOnly: boolean;
  /** Seconds; undefined: until the browser closes. */
  maxAge?: number;
  /** What it holds, for docs/architecture.md's list. */
  holds: string;
}

const DAY = 24 * 60 * 60;

export const COOKIES = {
  /** iron-session seals it (lib/server/session.ts); its lifetime is the session's. */
  session: {
    name: 'oja_session',
    httpOnly: true,
    maxAge: 14 * DAY,
    holds: 'the sealed session: API token, the customer’s name, a two-factor challenge',
  },
  guestCart: {
    name: 'oja_guest_cart',
    httpOnly: true,
    maxAge: 30 * DAY,
    holds: 'a signed-out shopper’s cart lines, sealed (decision 041)',
  },
  location: {
    name: 'oja_location',
    httpOnly: false,
    maxAge: 365 * DAY,
    holds: 'the shopping location: a state or All Nigeria (decision 042)',
  },
  locationLater: {
    name: 'oja_location_later',
    httpOnly: false,
    holds: '1 when the location question was put off, for this browser session',
  },
  lite: {
    name: 'oja_lite',
    httpOnly: false,
    maxAge: 365 * DAY,
    holds: 'Lite mode on (1) or off (0), over the browser’s Save-Data (decision 047)',
  },
  liteNotice: {
    name: 'oja_lite_notice',
    httpOnly: true,
    maxAge: 60,
    holds: 'a message for the next Lite page to show once',
  },
} as const satisfies Record<string, CookieRule>;

export type CookieName = keyof typeof COOKIES;

/** The attributes as Next's cookie setters take them. */
export interface CookieOptions {
  httpOnly: boolean;
  sameSite: 'lax';
  secure: boolean;
  path: '/';
  maxAge?: number;
}

/** A cookie's attributes; `secure` when the site is served over HTTPS. */
export function cookieOptions(cookie: CookieName, secure: boolean): CookieOptions {
  const { httpOnly, maxAge } = COOKIES[cookie] as CookieRule;
  return { httpOnly, sameSite: 'lax', secure, path: '/', ...(maxAge ? { maxAge } : {}) };
}

/**
 * A cookie as a Set-Cookie header or a document.cookie assignment: the value URL-encoded, as
 * Next's setters write it. `clear` writes an expired, empty one. HttpOnly is left out for the
 * browser's own writes (document.cookie cannot set it).
 */
export function serializeCookie(
  cookie: CookieName,
  value: string,
  { secure, clear = false }: { secure: boolean; clear?: boolean },
): string {
  const options = cookieOptions(cookie, secure);
  const parts = [`${COOKIES[cookie].name}=${clear ? '' : encodeURIComponent(value)}`, 'Path=/'];
  if (clear) parts.push('Max-Age=0');
  else if (options.maxAge) parts.push(`Max-Age=${options.maxAge}`);
  parts.push('SameSite=Lax');
  if (secure) parts.push('Secure');
  if (options.httpOnly) parts.push('HttpOnly');
  return parts.join('; ');
}

/**
 * A cookie's value in a Cookie header or `document.cookie` ("a=1; b=2"), URL-decoded as the server
 * writes it; undefined when absent or malformed.
 */
export function readCookie(cookieText: string, cookie: CookieName): string | undefined {
  const name = COOKIES[cookie].name;
  for (const pair of cookieText.split(';')) {
    const separator = pair.indexOf('=');
    if (separator < 0 || pair.slice(0, separator).trim() !== name) continue;
    try {
      return decodeURIComponent(pair.slice(separator + 1).trim());
    } catch {
      return undefined;
    }
  }
  return undefined;
}

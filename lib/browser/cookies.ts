import { readCookie, serializeCookie, type CookieName } from '@/lib/shared/cookies';

/**
 * The browser's side of lib/shared/cookies.ts. Only cookies that must change without a server
 * (the location question put off, which works offline too) are written here; every other cookie is
 * set by the server.
 */
export function browserCookie(cookie: CookieName): string | undefined {
  return readCookie(document.cookie, cookie);
}

export function setBrowserCookie(cookie: 'locationLater', value: string): void {
  document.cookie = serializeCookie(cookie, value, {
    secure: window.location.protocol === 'https:',
  });
}

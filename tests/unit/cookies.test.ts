import { readFileSync } from 'node:fs';
import { COOKIES, cookieOptions, readCookie, serializeCookie } from '@/lib/shared/cookies';

describe('readCookie', () => {
  it('finds a cookie among others, URL-decoded as the server writes it', () => {
    expect(readCookie(`a=1; ${COOKIES.location.name}=Lagos; b=2`, 'location')).toBe('Lagos');
    expect(readCookie(`${COOKIES.location.name}=FCT%20-%20Abuja`, 'location')).toBe('FCT - Abuja');
    expect(readCookie(`${COOKIES.locationLater.name}=1`, 'locationLater')).toBe('1');
  });

  it('is undefined when absent, malformed or only a longer name', () => {
    expect(readCookie('', 'location')).toBeUndefined();
    expect(readCookie('other=Lagos', 'location')).toBeUndefined();
    expect(readCookie(`${COOKIES.location.name}=%E0%A4%A`, 'location')).toBeUndefined();
    expect(readCookie(`x${COOKIES.location.name}=Lagos`, 'location')).toBeUndefined();
    expect(readCookie(`${COOKIES.location.name}=Lagos`, 'locationLater')).toBeUndefined();
  });
});

describe('cookie attributes', () => {
  it('are the same for every writer: Lax, path /, Secure over HTTPS, a lifetime per cookie', () => {
    expect(cookieOptions('lite', true)).toEqual({
      httpOnly: false,
      sameSite: 'lax',
      secure: true,
      path: '/',
      maxAge: 365 * 24 * 60 * 60,
    });
    expect(cookieOptions('session', false)).toMatchObject({ httpOnly: true, secure: false });
    expect(cookieOptions('guestCart', true)).toMatchObject({ httpOnly: true });
    // A browser-session cookie has no lifetime.
    expect(cookieOptions('locationLater', true)).not.toHaveProperty('maxAge');
  });

  it('keep the token and the cart out of reach of the page’s scripts', () => {
    expect(COOKIES.session.httpOnly).toBe(true);
    expect(COOKIES.guestCart.httpOnly).toBe(true);
    // The location is read by the browser to draw the header before any call.
    expect(COOKIES.location.httpOnly).toBe(false);
  });

  it('serialise as a Set-Cookie header or a document.cookie write', () => {
    expect(serializeCookie('locationLater', '1', { secure: true })).toBe(
      `${COOKIES.locationLater.name}=1; Path=/; SameSite=Lax; Secure`,
    );
    expect(serializeCookie('location', 'FCT - Abuja', { secure: false })).toBe(
      `${COOKIES.location.name}=FCT%20-%20Abuja; Path=/; Max-Age=31536000; SameSite=Lax`,
    );
    expect(serializeCookie('liteNotice', 'anything', { secure: true, clear: true })).toBe(
      `${COOKIES.liteNotice.name}=; Path=/; Max-Age=0; SameSite=Lax; Secure; HttpOnly`,
    );
  });

  it('give every cookie a name of its own', () => {
    const names = Object.values(COOKIES).map((cookie) => cookie.name);
    expect(new Set(names).size).toBe(names.length);
  });
});

describe('docs/architecture.md', () => {
  it('lists every cookie, with whether the page may read it', () => {
    const doc = readFileSync('docs/architecture.md', 'utf8');
    for (const cookie of Object.values(COOKIES)) {
      const row = doc.split('\n').find((line) => line.startsWith(`| \`${cookie.name}\``));
      expect(row).toBeDefined();
      expect(row).toContain(cookie.httpOnly ? '| no ' : '| yes ');
    }
  });
});

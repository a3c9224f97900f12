import {
  CACHE_NAMES,
  isHashedStaticFile,
  isImage,
  isOutdatedCache,
  NOTHING_SAVED,
  titleOf,
  withSavedPages,
} from '@/lib/shared/pwa-routes';
import { isReadablePage } from '@/lib/shared/page-routes';

describe("the service worker's rules (decision 044)", () => {
  it.each(['/', '/shop', '/search', '/products/abc123', '/vendors/Mr.%20Bayo%27s%20Farm'])(
    'saves %s for reading',
    (path) => expect(isReadablePage(path)).toBe(true),
  );

  it.each([
    '/cart',
    '/checkout/shipping',
    '/checkout/review/1',
    '/orders',
    '/manage-account',
    '/saved-items',
    '/login',
    '/products',
    '/products/all-products',
    '/api/customer/cart',
    '/cached/Lagos',
    '/vendors/x/page-load/q',
    '/offline',
  ])('never saves %s', (path) => expect(isReadablePage(path)).toBe(false));

  it('answers only build files and images from its caches, never the BFF', () => {
    expect(isHashedStaticFile('/_next/static/chunks/a1b2.js')).toBe(true);
    expect(isHashedStaticFile('/api/customer/cart')).toBe(false);
    expect(isImage('/_next/image')).toBe(true);
    expect(isImage('/media/products/1.jpg')).toBe(true);
    expect(isImage('/icons/icon-192.png')).toBe(true);
    expect(isImage('/api/customer/avatar.png')).toBe(false);
    expect(isImage('/products/abc')).toBe(false);
  });

  it('deletes only its own caches of older rules', () => {
    expect(isOutdatedCache('oja-pages-v0')).toBe(true);
    expect(isOutdatedCache(CACHE_NAMES.pages)).toBe(false);
    expect(isOutdatedCache(CACHE_NAMES.static)).toBe(false);
    expect(isOutdatedCache('serwist-precache-v2-http://x/')).toBe(false);
  });

  it("reads a saved page's title, entities decoded", () => {
    expect(titleOf('<html><title>Yam &amp; Beans | Oja Market</title>', '/p')).toBe(
      'Yam & Beans | Oja Market',
    );
    expect(titleOf('<html></html>', '/p')).toBe('/p');
  });

  it('lists the saved pages in the offline page, escaped', () => {
    const html = '<main><ul id="saved-pages"></ul></main>';
    const listed = withSavedPages(html, [
      { path: '/products/1?a=1&b=2', title: 'Rice <5kg> "Ofada"' },
    ]);
    expect(listed).toBe(
      '<main><ul id="saved-pages"><li><a href="/products/1?a=1&amp;b=2">Rice &lt;5kg&gt; &quot;Ofada&quot;</a></li></ul></main>',
    );
    expect(withSavedPages(html, [])).toContain(NOTHING_SAVED);
  });
});

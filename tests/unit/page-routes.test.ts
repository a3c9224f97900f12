import { readFileSync } from 'node:fs';
import {
  isLoginRequired,
  isReadablePage,
  isSignedOutOnly,
  litePagePath,
  notFoundPathFor,
  OTHER_PAGE,
  PAGE_ROUTES,
  routeOf,
  unavailablePathFor,
} from '@/lib/shared/page-routes';
import { DESCRIBED_PATHS, routeMapMarkdown, routeWords } from '@/lib/shared/route-map';
import { cachedListPage } from '@/lib/shared/catalog/cached-path';
import { storePageLoadPath, vendorStorePath } from '@/lib/shared/catalog/store-path';

describe('login-required routes', () => {
  it.each([
    '/banking',
    '/products',
    '/products/',
    '/products/all-products',
    '/transactions',
    '/review',
    '/settings',
    '/change-password',
    '/saved-items',
    '/orders',
    '/orders/42',
    '/manage-account',
    '/become-supplier',
    '/support',
    '/checkout/shipping',
    '/checkout/review/ord_123',
    '/checkout/confirmation/ord_123',
  ])('%s needs a login', (path) => {
    expect(isLoginRequired(path)).toBe(true);
  });

  it.each([
    '/',
    '/products/17',
    '/products/all-products-x',
    '/shop',
    '/search',
    '/cart',
    '/vendors/green-farms',
    '/supportive',
    '/checkouts',
    '/login',
    '/forgot-password',
    '/account/forgot-password',
    '/reset-password/abc',
  ])('%s is open to everyone', (path) => {
    expect(isLoginRequired(path)).toBe(false);
  });

  it('sends signed-in shoppers away from login and signup only', () => {
    expect(isSignedOutOnly('/login')).toBe(true);
    expect(isSignedOutOnly('/signup/')).toBe(true);
    expect(isSignedOutOnly('/forgot-password')).toBe(false);
  });
});

/** The route table (lib/shared/page-routes.ts): every row, as the middleware reads it. */
describe('the route table', () => {
  it.each([
    ['/', 'Home', 'cached-list', 'by-location', '/lite'],
    ['/shop', 'Shop', 'cached-list', 'by-location', '/lite/shop'],
    ['/shop/', 'Shop', 'cached-list', 'by-location', '/lite/shop'],
    ['/search', 'Search', 'cached-list', 'by-location', '/lite/search'],
    ['/products/42', 'A product', 'checked', 'shared', '/lite/products/42'],
    [
      "/vendors/Mr.%20Bayo's%20Farm",
      "A vendor's store",
      'checked-store',
      'shared',
      "/lite/vendors/Mr.%20Bayo's%20Farm",
    ],
  ])(
    '%s: %s, rendered %s, cache %s, Lite copy %s, public and readable offline',
    (path, page, rendering, cache, lite) => {
      const route = routeOf(path);
      expect(routeWords(route).page).toMatch(new RegExp(`^${page}`));
      expect(route.rendering).toBe(rendering);
      expect(route.cache).toBe(cache);
      expect(litePagePath(path)).toBe(lite);
      expect(route.access).toBe('public');
      expect(isReadablePage(path)).toBe(true);
    },
  );

  it('renders home, shop and search from the cached route of the location and query', () => {
    expect(cachedListPage('/', new URLSearchParams(), 'Lagos')?.path).toBe('/cached/lagos');
    expect(cachedListPage('/shop', new URLSearchParams('page=2'), undefined)?.path).toMatch(
      /^\/cached\/all\/shop\/[^/]+$/,
    );
    expect(cachedListPage('/search', new URLSearchParams('query=rice'), 'Kano')?.path).toMatch(
      /^\/cached\/kano\/search\/[^/]+$/,
    );
    // Every path the table calls a cached list has one; no other path does.
    for (const path of ['/about', '/products/1', '/cart']) {
      expect(cachedListPage(path, new URLSearchParams(), 'Lagos')).toBeNull();
    }
  });

  it("renders a store page by its page-load route, and answers checked pages' problems with hidden routes", () => {
    expect(storePageLoadPath(vendorStorePath('Kano Grains Hub'))).toMatch(
      /^\/vendors\/Kano%20Grains%20Hub\/page-load\/_$/,
    );
    expect(storePageLoadPath('/shop')).toBeNull();
    for (const page of ['product', 'store'] as const) {
      expect(routeOf(notFoundPathFor(page)).rendering).not.toBe('checked');
      expect(routeOf(unavailablePathFor(page)).rendering).toBe('hidden');
    }
    expect(routeOf(notFoundPathFor('store')).rendering).toBe('hidden');
  });

  it.each([
    '/cached',
    '/cached/lagos/shop/_',
    '/vendors/Kano%20Grains%20Hub/page-load/_',
    '/vendors/x/page-load',
    '/lite',
    '/lite/products/42',
    '/vendor-not-found',
    '/product-unavailable',
    '/vendor-unavailable/',
  ])('%s is a hidden route: a 404 to anyone who asks for it by name, kept by nobody', (path) => {
    const route = routeOf(path);
    expect(route.rendering).toBe('hidden');
    expect(route.cache).toBe('not-cached');
    expect(litePagePath(path)).toBeNull();
    expect(isReadablePage(path)).toBe(false);
  });

  it.each(['/cachedx', '/liters', '/vendors/x/reviews', '/products/1/x', '/about', '/cart'])(
    '%s is not hidden, and has no Lite copy',
    (path) => {
      expect(routeOf(path).rendering).toBe('self');
      expect(litePagePath(path)).toBeNull();
    },
  );

  it('keeps pages with personal data out of every cache but the browser’s, and out of Lite', () => {
    for (const route of PAGE_ROUTES.filter((each) => each.access !== 'public')) {
      expect(route.cache).toBe('next');
      expect(route.lite).toBeNull();
      expect(route.offline).toBe(false);
    }
    for (const path of ['/cart', '/checkout', '/orders/1', '/login', '/products']) {
      expect(isReadablePage(path)).toBe(false);
      expect(litePagePath(path)).toBeNull();
    }
  });

  it("has the route map's words for every row, and none left over", () => {
    const paths = [...PAGE_ROUTES, OTHER_PAGE].map((route) => route.path);
    expect([...DESCRIBED_PATHS].sort()).toEqual([...paths].sort());
  });

  it('is printed as the route map of docs/architecture.md', () => {
    const doc = readFileSync('docs/architecture.md', 'utf8');
    expect(doc).toContain(routeMapMarkdown());
  });
});

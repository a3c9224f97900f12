import type { APIRequestContext } from '@playwright/test';
import { expect, test } from './fixtures';

/**
 * The pages the middleware rewrites (home, shop and search to their cached page per location, a
 * store page to its page-load route, a missing product to the 404 page) answer through nginx with
 * their own content. The replicas once listened as `-H 127.0.0.1`, and Next then proxied every
 * rewrite to itself as an external URL, over HTTPS since nginx says X-Forwarded-Proto: https: a 500
 * for each of these pages (see storefrontServerArgs in scripts/server-settings.mjs).
 */

const NOT_FOUND = "The page you are looking for doesn't exist.";

const PAGES: { path: string; status: number; heading: string | RegExp; cacheControl: RegExp }[] = [
  {
    path: '/',
    status: 200,
    heading: 'Fresh farm produce from verified vendors across Nigeria',
    cacheControl: /^private, no-cache$/,
  },
  { path: '/shop', status: 200, heading: 'Shop', cacheControl: /^private, no-cache$/ },
  {
    path: '/search?query=rice',
    status: 200,
    heading: 'Search Results for "rice"',
    cacheControl: /^private, no-cache$/,
  },
  {
    path: '/vendors/Mama%20Nkechi%20Farms',
    status: 200,
    heading: 'Mama Nkechi Farms',
    cacheControl: /^public, s-maxage=1,/,
  },
  { path: '/products/999999', status: 404, heading: NOT_FOUND, cacheControl: /no-store/ },
];

function decode(html: string): string {
  return html
    .replace(/<[^>]*>/g, '')
    .replace(/&quot;/g, '"')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&amp;/g, '&')
    .trim();
}

/** The text of the page's level-1 headings as the server rendered them (no scripts run). */
function headings(html: string): string[] {
  return [...html.matchAll(/<h1\b[^>]*>([\s\S]*?)<\/h1>/g)].map((match) => decode(match[1]));
}

for (const location of ['Lagos', null]) {
  const shopper = location ? `a shopper in ${location}` : 'a shopper without a location';

  test(`rewritten pages answer with their own content through nginx for ${shopper}`, async ({
    playwright,
    baseURL,
  }) => {
    // A context of its own: no cookie from another test's answers.
    const request: APIRequestContext = await playwright.request.newContext({
      baseURL,
      ignoreHTTPSErrors: true,
      extraHTTPHeaders: location ? { cookie: `oja_location=${location}` } : {},
    });
    try {
      for (const { path, status, heading, cacheControl } of PAGES) {
        const response = await request.get(path);
        expect(response.status(), path).toBe(status);
        expect(response.headers()['content-type'], path).toMatch(/^text\/html/);
        expect(response.headers()['cache-control'], path).toMatch(cacheControl);
        expect(headings(await response.text()), path).toContain(heading);
      }
      // The list pages carry their products in the HTML.
      for (const path of ['/', '/shop', '/search?query=rice', '/vendors/Mama%20Nkechi%20Farms']) {
        expect(await (await request.get(path)).text(), path).toContain(
          'data-testid="product-card"',
        );
      }
      // The middleware's redirects stay relative, never naming a replica's own address.
      const redirect = await request.get('/orders?page=2', { maxRedirects: 0 });
      expect(redirect.status()).toBe(307);
      expect(redirect.headers()['location']).toBe('/login?redirect=%2Forders%3Fpage%3D2');
    } finally {
      await request.dispose();
    }
  });
}

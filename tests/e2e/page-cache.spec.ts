import type { APIRequestContext } from '@playwright/test';
import { signedRevalidateHeaders } from '@/lib/contract/revalidate';
import { expect, test } from './fixtures';

/**
 * The page cache (issue 24, docs/decisions/033): catalog pages rendered once per location and
 * query, who may keep them (Cache-Control), and POST /api/revalidate dropping exactly the tags the
 * API names. `x-nextjs-cache` says whether an answer came from Next's cache (HIT) or was rendered
 * for it (MISS). The tests only drop `product:<id>` tags of products no other test touches, one
 * set per project, so that runs side by side never refresh each other's pages.
 */

const API = `http://127.0.0.1:${process.env.E2E_API_PORT ?? 4100}`;
const SECRET = process.env.E2E_REVALIDATE_SECRET ?? '';
const SHARED = 'public, s-maxage=1, stale-while-revalidate=2, stale-if-error=300';

function inLocation(location: string) {
  return { headers: { cookie: `oja_location=${location}` } };
}

async function cacheOf(request: APIRequestContext, path: string, location = 'Lagos') {
  const response = await request.get(path, inLocation(location));
  expect(response.status(), path).toBe(200);
  return response.headers()['x-nextjs-cache'];
}

/** Asks until Next keeps the page: the first answer may be the render that fills the cache. */
async function cached(request: APIRequestContext, path: string, location = 'Lagos') {
  await expect.poll(() => cacheOf(request, path, location)).toBe('HIT');
}

function signed(body: string, { secret = SECRET, at = Date.now() } = {}) {
  return { 'content-type': 'application/json', ...signedRevalidateHeaders(secret, body, at) };
}

function revalidate(request: APIRequestContext, body: string, headers = signed(body)) {
  // As bytes: Playwright would quote a string that is not JSON.
  return request.post('/api/revalidate', { data: Buffer.from(body), headers });
}

/** Two products of the seed for this project alone, far down the shop list. */
async function productsOf(projectIndex: number): Promise<[string, string]> {
  const answer = await fetch(`${API}/api/customer/shop/products?limit=40&sort=price`);
  const { products } = (await answer.json()) as { products: { _id: string | number }[] };
  const [x, y] = products.slice(30 + projectIndex * 2, 32 + projectIndex * 2);
  return [String(x._id), String(y._id)];
}

test.describe('who may keep a page', () => {
  test('product and store pages are public, location pages for the edge alone, a 404 nobody', async ({
    request,
  }) => {
    const shared = [
      '/products/1',
      '/vendors/Mama%20Nkechi%20Farms',
      '/vendors/Mama%20Nkechi%20Farms?page=2',
    ];
    for (const path of shared) {
      const response = await request.get(path, inLocation('Lagos'));
      expect(response.status(), path).toBe(200);
      expect(response.headers()['cache-control'], path).toBe(SHARED);
    }
    // The edge keeps them under the location it names (and tells browsers `private`: decision 060).
    for (const path of ['/', '/shop', '/shop?page=2', '/search?query=rice']) {
      const response = await request.get(path, inLocation('Lagos'));
      expect(response.status(), path).toBe(200);
      expect(response.headers()['cache-control'], path).toBe(SHARED);
      expect(response.headers()['x-edge-key'], path).toBe(`lagos ${path}`);
    }
    // A URL that is not its page's canonical one is kept by no shared cache.
    for (const path of ['/shop?utm_source=x', '/products/1?fbclid=x']) {
      const response = await request.get(path, inLocation('Lagos'));
      expect(response.status(), path).toBe(200);
      expect(response.headers()['cache-control'], path).toBe('private, no-cache');
      expect(response.headers()['x-edge-key'], path).toBeUndefined();
    }
    for (const path of ['/products/999999', '/vendors/No%20Such%20Store', '/cached/lagos']) {
      const response = await request.get(path, inLocation('Lagos'));
      expect(response.status(), path).toBe(404);
      expect(response.headers()['cache-control'], path).toMatch(/private.*no-store/);
    }
  });

  test('the cached routes answer only through the rewrite', async ({ request }) => {
    for (const path of ['/cached/lagos', '/cached/lagos/shop/_', '/cached/all/search/_']) {
      expect((await request.get(path)).status(), path).toBe(404);
    }
  });
});

test('a list page is kept per location and query, and serves the shopper the same HTML', async ({
  request,
}, testInfo) => {
  // A query of this test's own (Next keeps its cache on disk across restarts), so that its first
  // request is the one that renders it; a high maximum price, so that the list is not empty.
  const maxPrice =
    500_000 + (Date.now() % 200_000) * 2 + (testInfo.project.name === 'mobile' ? 0 : 1);
  const path = `/search?query=rice&maxPrice=${maxPrice}`;
  expect(await cacheOf(request, path, 'Lagos')).toBe('MISS');
  await cached(request, path, 'Lagos');
  // Another location is another page; the same query in another order or with a tracking
  // parameter is the same one.
  expect(await cacheOf(request, path, 'Kano')).toBe('MISS');
  await cached(request, path, 'Kano');
  expect(await cacheOf(request, `${path}&utm_source=whatsapp`, 'Lagos')).toBe('HIT');
  const page = await request.get(path, inLocation('Lagos'));
  expect(await page.text()).toContain('Search Results for &quot;rice&quot;');
});

test('a list with nothing to show is answered but never kept (issue 37)', async ({ request }) => {
  const junk = `/search?query=zq${Date.now().toString(36)}${Math.random().toString(36).slice(2)}`;
  for (const path of [junk, junk, '/shop?category=No+Such+Category', '/shop?page=9999']) {
    const response = await request.get(path, inLocation('Lagos'));
    expect(response.status(), path).toBe(200);
    expect(response.headers()['x-nextjs-cache'], path).toBeUndefined();
    expect(response.headers()['cache-control'], path).toBe('private, no-cache');
  }
  // The shopper still gets the page, with the spec's empty text.
  expect(await (await request.get(junk, inLocation('Lagos'))).text()).toContain(
    'No products found for your search.',
  );
});

test.describe('POST /api/revalidate', () => {
  test('refuses an unsigned, wrongly signed, stale or malformed call', async ({ request }) => {
    const body = JSON.stringify({ tags: ['product:1'] });
    const unsigned = await revalidate(request, body, {
      'content-type': 'application/json',
    } as never);
    expect(unsigned.status()).toBe(401);
    expect(await unsigned.json()).toHaveProperty('message');
    expect(
      (await revalidate(request, body, signed(body, { secret: 'x'.repeat(40) }))).status(),
    ).toBe(401);
    const stale = signed(body, { at: Date.now() - 6 * 60_000 });
    expect((await revalidate(request, body, stale)).status()).toBe(401);
    // Signed for another body.
    expect((await revalidate(request, body, signed('{"tags":["catalog"]}'))).status()).toBe(401);

    // A tag with a control character (\u0001) is the one kind of text no tag may hold.
    for (const bad of [
      'not json',
      '{"tags":[]}',
      '{"tags":["a\\u0001b"]}',
      '{"tag":"product:1"}',
    ]) {
      const answer = await revalidate(request, bad);
      expect(answer.status(), bad).toBe(400);
      expect(await answer.json()).toHaveProperty('message');
    }
  });

  test('takes each signed call once: the same call again is refused (issue 37)', async ({
    request,
  }) => {
    const body = JSON.stringify({ tags: [`product:no-such-product-${Date.now()}`] });
    const headers = signed(body);
    expect((await revalidate(request, body, headers)).status()).toBe(204);
    const replayed = await revalidate(request, body, headers);
    expect(replayed.status()).toBe(409);
    expect((await replayed.json()).message).toMatch(/already taken/);
    // The same tags signed anew are a new call.
    expect((await revalidate(request, body)).status()).toBe(204);
  });

  test('an address whose calls keep being refused is answered 429; others are not (issue 37)', async ({
    request,
  }) => {
    // The test runner is the storefront's trusted proxy: X-Forwarded-For is the caller's address.
    const from = (address: string) => ({
      'content-type': 'application/json',
      'x-forwarded-for': address,
    });
    const flooder = `203.0.113.${Math.floor(Math.random() * 200) + 1}`;
    const body = JSON.stringify({ tags: ['catalog'] });
    const statuses: number[] = [];
    for (let i = 0; i < 30; i++) {
      statuses.push((await revalidate(request, body, from(flooder) as never)).status());
    }
    expect(statuses.every((status) => status === 401)).toBe(true);
    const limited = await revalidate(request, body, from(flooder) as never);
    expect(limited.status()).toBe(429);
    expect(Number(limited.headers()['retry-after'])).toBeGreaterThan(0);
    // Even a rightly signed call from that address waits its minute out...
    expect((await revalidate(request, body, { ...signed(body), ...from(flooder) })).status()).toBe(
      429,
    );
    // ...while another address is still looked at.
    expect((await revalidate(request, body, from('198.51.100.9') as never)).status()).toBe(401);
  });

  test("a product's tag refreshes that product's page and leaves another's cached", async ({
    request,
  }, testInfo) => {
    const [x, y] = await productsOf(testInfo.project.name === 'mobile' ? 0 : 1);
    await cached(request, `/products/${x}`);
    await cached(request, `/products/${y}`);

    const body = JSON.stringify({ tags: [`product:${x}`] });
    expect((await revalidate(request, body)).status()).toBe(204);

    expect(await cacheOf(request, `/products/${x}`)).toBe('MISS');
    expect(await cacheOf(request, `/products/${y}`)).toBe('HIT');
    expect(await cacheOf(request, `/products/${x}`)).toBe('HIT');
  });

  test("another store's tag leaves a store page cached", async ({ request }) => {
    const store = '/vendors/Kano%20Grains%20Hub';
    await cached(request, store);
    const body = JSON.stringify({ tags: ['store:no such store here'] });
    expect((await revalidate(request, body)).status()).toBe(204);
    expect(await cacheOf(request, store)).toBe('HIT');
  });
});

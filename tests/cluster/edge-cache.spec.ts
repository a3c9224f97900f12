import { readdirSync } from 'node:fs';
import path from 'node:path';
import type { APIRequestContext, APIResponse } from '@playwright/test';
import { searchPath } from '@/lib/shared/search-suggestions';
import { expect, test } from './fixtures';

/**
 * The edge's page cache (issue 40, decision 060): nginx keeps public page loads about a second
 * and says so in X-Edge-Cache; home, shop and search per location; never the cart, the BFF, Lite
 * pages, the router's requests, a junk URL or a junk location; and with both storefront replicas
 * down it serves what it kept, saying STALE.
 */

const LAGOS = { cookie: 'oja_location=Lagos' };

async function firstProduct(request: APIRequestContext, apiUrl: string) {
  const answer = await request.get(`${apiUrl}/api/customer/products?limit=1`);
  const [product] = (await answer.json()).products as {
    id: string;
    vendor: { storeName: string };
  }[];
  return product;
}

const edgeCache = (response: APIResponse) => response.headers()['x-edge-cache'];

/** Asks for `path` until the edge answers it from its copy (the first asks fill it). */
async function fromTheEdge(request: APIRequestContext, path: string, headers = LAGOS) {
  let last: APIResponse | undefined;
  await expect
    .poll(
      async () => {
        last = await request.get(path, { headers, maxRedirects: 0 });
        return `${last.status()} ${edgeCache(last)}`;
      },
      { message: `${path} answered from the edge`, intervals: [50, 100, 200] },
    )
    .toBe('200 HIT');
  return last!;
}

/** Every copy file under the edge's page cache folder. */
function copiesOnDisk(folder: string): number {
  let count = 0;
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      if (entry.isDirectory()) walk(path.join(dir, entry.name));
      else count += 1;
    }
  };
  walk(folder);
  return count;
}

test('product, store, home, shop and search pages are answered from the edge', async ({
  request,
  cluster,
}) => {
  const product = await firstProduct(request, cluster.apiUrl);
  const store = `/vendors/${encodeURIComponent(product.vendor.storeName)}`;
  for (const page of [`/products/${product.id}`, store]) {
    const response = await fromTheEdge(request, page);
    expect(response.headers()['cache-control'], page).toBe(
      'public, s-maxage=1, stale-while-revalidate=2, stale-if-error=300',
    );
    expect(response.headers()['x-edge-key'], page).toBeUndefined();
    // Kept compressed, as the browser takes it (Playwright's client takes brotli).
    expect(response.headers()['content-encoding'], page).toBe('br');
  }
  // Two words, spelt as the search box and category links spell them (a space as `+`).
  for (const page of ['/', '/shop', '/shop?page=2', '/search?query=rice', searchPath('palm oil')]) {
    const response = await fromTheEdge(request, page);
    // Browsers and CDNs are told the page is the shopper's own: it depends on the location.
    expect(response.headers()['cache-control'], page).toBe('private, no-cache');
    expect(await response.text(), page).toContain('data-testid="product-card"');
  }
});

test('home, shop and search are kept per location, and an unknown location is not kept', async ({
  request,
}) => {
  await fromTheEdge(request, '/shop', LAGOS);
  // Another location has a copy of its own: the first ask after Lagos's is not Lagos's copy.
  const kano = { cookie: 'oja_location=Kano' };
  await fromTheEdge(request, '/shop', kano);
  const abuja = { cookie: `oja_location=${encodeURIComponent('FCT - Abuja')}` };
  await fromTheEdge(request, '/shop', abuja);
  const lagosCopy = await (await fromTheEdge(request, '/shop', LAGOS)).text();
  const abujaCopy = await (await fromTheEdge(request, '/shop', abuja)).text();
  expect(abujaCopy).not.toEqual(lagosCopy);
  // A value the storefront never writes (here one it would read as Lagos) is answered, not kept.
  for (const cookie of ['oja_location=%4Cagos', 'oja_location=Narnia']) {
    for (let ask = 0; ask < 3; ask += 1) {
      const response = await request.get('/shop', { headers: { cookie } });
      expect(response.status(), cookie).toBe(200);
      expect(edgeCache(response), cookie).toBe('BYPASS');
    }
  }
});

test('the cart, the BFF, Lite pages, router requests, junk URLs and 404s are never kept', async ({
  request,
  cluster,
}) => {
  const product = await firstProduct(request, cluster.apiUrl);
  const productPage = `/products/${product.id}`;
  await fromTheEdge(request, productPage);
  const never: { path: string; headers?: Record<string, string>; status?: number }[] = [
    { path: '/cart' },
    { path: '/about' },
    { path: '/api/session' },
    { path: '/checkout/shipping', status: 307 },
    { path: productPage, headers: { 'save-data': 'on' } },
    { path: productPage, headers: { cookie: 'oja_lite=1' } },
    { path: '/shop', headers: { ...LAGOS, rsc: '1' } },
    { path: `${productPage}?utm_source=whatsapp` },
    { path: '/shop?utm_source=whatsapp' },
    { path: '/shop?page=2&sort=price' },
    { path: '/search?query=nothing-sells-this-xq' },
    // Another spelling of a kept page: answered, never kept, so spellings cannot fill the disk.
    { path: '/search?query=palm%20oil' },
    { path: '/products/99999999', status: 404 },
  ];
  for (const { path: page, headers, status } of never) {
    for (let ask = 0; ask < 3; ask += 1) {
      const response = await request.get(page, { headers, maxRedirects: 0 });
      const what = `${page} ${JSON.stringify(headers ?? {})} (${ask + 1})`;
      if (status) expect(response.status(), what).toBe(status);
      expect(edgeCache(response), what).not.toBe('HIT');
    }
  }
});

test('junk URLs leave no copy on the edge’s disk', async ({ request, cluster }) => {
  const product = await firstProduct(request, cluster.apiUrl);
  await fromTheEdge(request, `/products/${product.id}`);
  const before = copiesOnDisk(cluster.edgePageCacheDir);
  expect(before).toBeGreaterThan(0);
  const junk = Array.from({ length: 40 }, (_, n) => [
    `/products/${product.id}?ref=${n}`,
    `/shop?utm_source=${n}`,
    `/shop?category=%47rains&n=${n}`,
    `/?fbclid=${n}`,
    `/search?query=junk-${n}-${Math.random().toString(36).slice(2)}`,
  ]).flat();
  for (const page of junk) {
    const response = await request.get(page, { headers: LAGOS, maxRedirects: 0 });
    expect(response.status(), page).toBe(200);
  }
  expect(copiesOnDisk(cluster.edgePageCacheDir)).toBe(before);
});

test('with both storefront replicas down, kept pages are served stale and say so', async ({
  request,
  cluster,
}) => {
  test.setTimeout(120_000);
  const product = await firstProduct(request, cluster.apiUrl);
  const kept = [`/products/${product.id}`, '/shop'];
  const pages = new Map<string, string>();
  for (const page of kept) pages.set(page, await (await fromTheEdge(request, page)).text());
  await Promise.all([cluster.stopReplica('storefront-1'), cluster.stopReplica('storefront-2')]);
  // Past the copies' freshness (under 2 s) and the time they may be served while one request
  // fetches them again (2 s more): nginx asks a replica and finds none.
  await new Promise((resolve) => setTimeout(resolve, 4_000));
  try {
    for (const page of kept) {
      const response = await request.get(page, { headers: LAGOS });
      expect(response.status(), page).toBe(200);
      expect(edgeCache(response), page).toBe('STALE');
      expect(await response.text(), page).toBe(pages.get(page));
    }
    // A page the edge never keeps has nothing to fall back on.
    expect((await request.get('/about')).status()).toBe(502);
  } finally {
    await Promise.all([cluster.startReplica('storefront-1'), cluster.startReplica('storefront-2')]);
    // nginx counted both as failed: it tries them again after fail_timeout (10 s).
    await expect
      .poll(() => request.get('/about').then((response) => response.status()), {
        timeout: 30_000,
      })
      .toBe(200);
  }
});

import { readFileSync } from 'node:fs';
import path from 'node:path';
import { formatNaira } from '@/lib/shared/money';
import { expect, test } from './fixtures';

/**
 * Issue 25: a vendor's price change made through one API replica shows on the pages both
 * storefront replicas serve, within 2 s (the catalog-speed issue's target), while those pages are
 * kept in the shared cache. Each replica is asked directly, so that both are seen to be fresh.
 *
 * Issue 40: and through nginx, which keeps the same pages about a second (decision 060). nginx
 * counts whole seconds, so its copy is fresh for one to two seconds, and is then served to the
 * requests that arrive while one of them fetches the page again. What holds there: no page asked for
 * 2 s or more after the storefront showed the new price is answered with the old one.
 */
const FRESH_MS = Number(process.env.E2E_FRESHNESS_MS ?? 2_000);
const LAGOS = { cookie: 'oja_location=Lagos' };

interface ApiProduct {
  _id: string;
  title: string;
  originalPrice: number;
  discountedPrice: number | null;
  vendor: { storeName: string };
}

test('a price change through one API replica shows on both storefront replicas and through the edge within 2 s', async ({
  cluster,
  request,
}) => {
  test.setTimeout(120_000);
  const [firstApi] = cluster.apiUrls;
  const latest = await fetch(`${firstApi}/api/customer/products/latest?location=Lagos&limit=1`);
  const [product] = ((await latest.json()) as { products: ApiProduct[] }).products;
  const keys = JSON.parse(
    readFileSync(path.join(cluster.dataDir, 'demo-vendor-keys.json'), 'utf8'),
  ) as { store: string; key: string }[];
  const key = keys.find((entry) => entry.store === product.vendor.storeName)!.key;
  const change = async (patch: object) => {
    const answer = await fetch(`${firstApi}/api/vendor/products/${product._id}`, {
      method: 'PATCH',
      headers: { authorization: `Bearer ${key}`, 'content-type': 'application/json' },
      body: JSON.stringify(patch),
    });
    expect(answer.status, await answer.clone().text()).toBe(200);
  };
  const pages = cluster.storefrontUrls.flatMap((origin) =>
    [`/products/${product._id}`, '/shop'].map((page) => `${origin}${page}`),
  );

  const edgePages = [`/products/${product._id}`, '/shop'].map(
    (page) => `${cluster.siteUrl}${page}`,
  );
  // The edge's certificate is the test's own: Playwright's client is told to accept it.
  const throughEdge = async (url: string) => {
    const response = await request.get(url, { headers: LAGOS });
    return { text: await response.text(), edge: response.headers()['x-edge-cache'] };
  };

  // Each page kept in the cache first: asked until its replica, or the edge, answers it from there.
  for (const url of pages) {
    await expect
      .poll(async () => (await fetch(url, { headers: LAGOS })).headers.get('x-nextjs-cache'), {
        message: `${url} kept in the cache`,
      })
      .toBe('HIT');
  }
  for (const url of edgePages) {
    await expect
      .poll(async () => (await throughEdge(url)).edge, { message: `${url} kept at the edge` })
      .toBe('HIT');
  }

  // No other product has this price; the product is Lagos's newest, on /shop's first page.
  const price = 12.34;
  const shown = formatNaira(price);
  const changedAt = Date.now();
  try {
    await change({ price, discountedPrice: null });
    const took = await Promise.all(
      pages.map(async (url) => {
        for (;;) {
          const text = await (await fetch(url, { headers: LAGOS })).text();
          if (text.includes(shown)) return Date.now() - changedAt;
          if (Date.now() - changedAt > 5 * FRESH_MS) return Infinity;
          await new Promise((resolve) => setTimeout(resolve, 50));
        }
      }),
    );
    // Through the edge: asked every 50 ms until an ask made FRESH_MS after the storefront showed
    // the new price (the later of its replicas) shows it too; the last ask that got the old price
    // is when the edge last served its old copy.
    const edge = await Promise.all(
      edgePages.map(async (url) => {
        const page = new URL(url).pathname;
        const shownByStorefront = Math.max(
          ...pages.filter((p) => new URL(p).pathname === page).map((p) => took[pages.indexOf(p)]),
        );
        let lastOld = -1;
        for (;;) {
          const askedAt = Date.now() - changedAt;
          const { text } = await throughEdge(url);
          if (!text.includes(shown)) lastOld = askedAt;
          else if (askedAt >= shownByStorefront + FRESH_MS) {
            return { url, lastOld, after: lastOld - shownByStorefront };
          }
          if (askedAt > 5 * FRESH_MS) return { url, lastOld, after: Infinity };
          await new Promise((resolve) => setTimeout(resolve, 50));
        }
      }),
    );
    console.log(
      `price shown within: ${pages.map((url, i) => `${url} ${took[i]} ms`).join(', ')}; ` +
        `old price last served by the edge: ${edge
          .map((e) => `${e.url} asked at ${e.lastOld} ms (${e.after} ms after the storefront)`)
          .join(', ')}`,
    );
    expect(
      pages.filter((_, i) => took[i] > FRESH_MS),
      `pages that did not show the new price within ${FRESH_MS} ms`,
    ).toEqual([]);
    expect(
      edge.filter((e) => e.after >= FRESH_MS).map((e) => e.url),
      `pages the edge served with the old price ${FRESH_MS} ms or more after the storefront showed the new one`,
    ).toEqual([]);
  } finally {
    await change({ price: product.originalPrice, discountedPrice: product.discountedPrice });
  }
});

import { readFileSync } from 'node:fs';
import type { APIRequestContext } from '@playwright/test';
import { formatNaira } from '@/lib/money';
import { expect, test } from './fixtures';

/**
 * Freshness (issue 24): a change a vendor makes through the vendor API shows on every page that
 * shows the product (its page, the home page's latest row, shop, its store, search) and in the
 * search suggestions within FRESH_MS, while those pages are served from the storefront's cache.
 * Each surface is polled (never a fixed sleep) and the time it took is printed.
 *
 * The changes drop the `products` tag, i.e. every list page, so this spec runs in a project of
 * its own after every other test (playwright.config.ts): no other test sees a list page refreshed
 * under it.
 */

const API = process.env.E2E_API_URL ?? `http://127.0.0.1:${process.env.E2E_API_PORT ?? 4100}`;
const FRESH_MS = 2_000;
const LAGOS = { headers: { cookie: 'oja_location=Lagos' } };

interface ApiProduct {
  _id: string;
  title: string;
  originalPrice: number;
  discountedPrice: number | null;
  quantity: number;
  vendor: { storeName: string };
}

function vendorKey(storeName: string): string {
  const file = process.env.E2E_VENDOR_KEYS_FILE!;
  const keys = JSON.parse(readFileSync(file, 'utf8')) as { store: string; key: string }[];
  return keys.find((entry) => entry.store === storeName)!.key;
}

async function apiGet<T>(path: string): Promise<T> {
  const answer = await fetch(`${API}${path}`);
  expect(answer.status, path).toBe(200);
  return (await answer.json()) as T;
}

/**
 * The newest product stocked in Lagos: first on the home page's latest row and on /shop, and on
 * the first page of its store's list.
 */
async function productOnEveryList(): Promise<ApiProduct> {
  const { products } = await apiGet<{ products: ApiProduct[] }>(
    '/api/customer/products/latest?location=Lagos&limit=8',
  );
  for (const product of products) {
    const store = encodeURIComponent(product.vendor.storeName);
    const list = await apiGet<{ products: ApiProduct[] }>(
      `/api/customer/products?storeName=${store}&limit=16&sort=latest`,
    );
    if (list.products.some((p) => p._id === product._id)) return product;
  }
  throw new Error('no new Lagos product is on its store page');
}

async function change(product: ApiProduct, patch: object) {
  const answer = await fetch(`${API}/api/vendor/products/${product._id}`, {
    method: 'PATCH',
    headers: {
      authorization: `Bearer ${vendorKey(product.vendor.storeName)}`,
      'content-type': 'application/json',
    },
    body: JSON.stringify(patch),
  });
  expect(answer.status, await answer.clone().text()).toBe(200);
}

interface Surface {
  name: string;
  path: string;
}

function surfaces(product: ApiProduct): Surface[] {
  const query = encodeURIComponent(product.title);
  return [
    { name: 'product page', path: `/products/${product._id}` },
    { name: 'home latest row', path: '/' },
    { name: 'shop', path: '/shop' },
    { name: 'store', path: `/vendors/${encodeURIComponent(product.vendor.storeName)}` },
    { name: 'search', path: `/search?query=${query}` },
    { name: 'suggestions', path: `/api/search?query=${query}` },
  ];
}

async function read(request: APIRequestContext, path: string) {
  const answer = await request.get(path, LAGOS);
  return { status: answer.status(), text: await answer.text() };
}

/** Polls every surface at once until each shows `shows`; prints and checks how long each took. */
async function expectFresh(
  request: APIRequestContext,
  what: string,
  list: Surface[],
  shows: (surface: Surface, answer: { status: number; text: string }) => boolean,
) {
  const changedAt = Date.now();
  const took = await Promise.all(
    list.map(async (surface) => {
      await expect
        .poll(async () => shows(surface, await read(request, surface.path)), {
          message: `${what}: ${surface.name} (${surface.path})`,
          timeout: FRESH_MS,
          intervals: [50],
        })
        .toBe(true);
      return `${surface.name} ${Date.now() - changedAt} ms`;
    }),
  );
  console.log(`${what} shown within: ${took.join(', ')}`);
}

/** Each surface is asked until the storefront answers it from its cache, so that it is cached. */
async function warm(request: APIRequestContext, list: Surface[]) {
  for (const surface of list) {
    await expect
      .poll(async () => (await request.get(surface.path, LAGOS)).headers()['x-nextjs-cache'], {
        message: `${surface.path} kept in the cache`,
      })
      .toBe(surface.name === 'suggestions' ? undefined : 'HIT');
  }
}

test('a price change, a stock-out and a hidden product show everywhere within 2 s', async ({
  request,
}) => {
  test.setTimeout(120_000);
  const product = await productOnEveryList();
  const all = surfaces(product);
  const lists = all.filter((surface) => surface.name !== 'product page');
  const original = {
    price: product.originalPrice,
    discountedPrice: product.discountedPrice,
    stock: product.quantity,
  };
  try {
    await warm(request, all);
    // A price no other product has, shown as the storefront formats it.
    const price = 98_765.43;
    await change(product, { price, discountedPrice: null });
    const shown = formatNaira(price);
    await expectFresh(
      request,
      'new price',
      all,
      (_, answer) =>
        answer.text.includes(shown.replace(/\u00a0/g, ' ')) || answer.text.includes(shown),
    );

    await warm(request, all);
    await change(product, { stock: 0 });
    await expectFresh(request, 'stock-out', [all[0]], (_, answer) =>
      answer.text.includes('Out of stock'),
    );

    await warm(request, all);
    await change(product, { visible: false });
    // Its link anywhere in the HTML (or the suggestions' JSON), escaped or not.
    const linked = new RegExp(`/products/${product._id}(?![0-9])`);
    await expectFresh(request, 'hidden product', all, (surface, answer) =>
      surface.name === 'product page' ? answer.status === 404 : !linked.test(answer.text),
    );
    // The lists still answer, without it.
    for (const surface of lists) expect((await read(request, surface.path)).status).toBe(200);
  } finally {
    await change(product, { ...original, visible: true });
  }
});

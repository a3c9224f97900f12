import { eq } from 'drizzle-orm';
import { productListResponse, productsResponse, searchResponse, SORTS } from '@/lib/contract';
import { products, vendors } from '@/marketplace/db/schema';
import { seedDatabase } from '@/marketplace/db/seed';
import { getError, getJson, query } from './catalog-helpers';
import { startTestMarketplace, type TestMarketplace } from './harness';

/** The demo catalog as shoppers meet it: real names, local spellings, one hidden store. */
jest.setTimeout(60_000);

let market: TestMarketplace;
let hiddenProductIds: string[];
let hiddenStoreNames: string[];
let visibleCount: number;

beforeAll(async () => {
  market = await startTestMarketplace();
  await seedDatabase(market.db);
  const rows = await market.db
    .select({ id: products.id, status: vendors.storeStatus, storeName: vendors.storeName })
    .from(products)
    .innerJoin(vendors, eq(vendors.id, products.vendorId));
  hiddenProductIds = rows.filter((row) => row.status === 'Hidden').map((row) => String(row.id));
  hiddenStoreNames = [
    ...new Set(rows.filter((row) => row.status === 'Hidden').map((row) => row.storeName)),
  ];
  visibleCount = rows.length - hiddenProductIds.length;
});

afterAll(async () => {
  await market?.close();
});

const API = '/api/customer';
const titles = (items: { title: string }[]) => items.map((item) => item.title.toLowerCase());

it('has a hidden store with products to keep out of sight', () => {
  expect(hiddenStoreNames.length).toBeGreaterThan(0);
  expect(hiddenProductIds.length).toBeGreaterThan(0);
});

/** Query, a product the full answers must hold, and a word every suggestion list must show. */
describe.each([
  ['tomatos', 'fresh tomatoes', 'tomatoes'],
  ['Tomátoes', 'fresh tomatoes', 'tomatoes'],
  ['gari', 'yellow garri', 'garri'],
  ['gari', 'white garri', 'garri'],
  ['palmoil', 'palm oil', 'palm oil'],
  ['OFADA', 'ofada rice', 'ofada rice'],
  ['ofada rice 50kg', 'ofada rice 50kg', 'ofada rice 50kg'],
])('searching %j', (text, name, word) => {
  it(`finds ${name} on the search page, in results and in suggestions`, async () => {
    const page = await getJson(
      market,
      `${API}/products/search-page${query({ query: text, limit: 100 })}`,
      productListResponse,
    );
    expect(titles(page.products).some((title) => title.includes(name))).toBe(true);
    const results = await getJson(
      market,
      `${API}/products/search${query({ query: text })}`,
      productsResponse,
    );
    expect(titles(results.products).some((title) => title.includes(name))).toBe(true);
    const suggestions = await getJson(
      market,
      `${API}/search${query({ query: text })}`,
      searchResponse,
    );
    expect(suggestions.products.length).toBeGreaterThan(0);
    expect(titles(suggestions.products).some((title) => title.includes(word))).toBe(true);
  });
});

describe('the hidden store', () => {
  const noneHidden = (items: { _id: string }[]) =>
    expect(items.map((item) => item._id).filter((id) => hiddenProductIds.includes(id))).toEqual([]);

  it('shows in no list, however sorted, and not in the totals', async () => {
    for (const path of ['/products', '/shop/products', '/products/search-page']) {
      for (const sort of SORTS) {
        const answer = await getJson(
          market,
          `${API}${path}${query({ sort, limit: 100 })}`,
          productListResponse,
        );
        noneHidden(answer.products);
        expect(answer.totalProducts).toBe(visibleCount);
      }
    }
  });

  it('shows in no search, suggestion, latest, sponsored or top-selling answer', async () => {
    const storeWords = hiddenStoreNames.flatMap((storeName) => storeName.split(' '));
    for (const text of [...hiddenStoreNames, ...storeWords, 'rice', 'garri', 'gari', 'oil']) {
      const page = await getJson(
        market,
        `${API}/products/search-page${query({ query: text, limit: 100 })}`,
        productListResponse,
      );
      noneHidden(page.products);
      const suggestions = await getJson(
        market,
        `${API}/search${query({ query: text })}`,
        searchResponse,
      );
      noneHidden(suggestions.products);
      expect(
        suggestions.stores.filter((store) => hiddenStoreNames.includes(store.storeName)),
      ).toEqual([]);
    }
    for (const path of ['latest?limit=100', 'sponsored', 'top-selling']) {
      noneHidden((await getJson(market, `${API}/products/${path}`, productsResponse)).products);
    }
  });

  it('has no product page, reviews, store page or store details', async () => {
    await getError(market, `${API}/products/${hiddenProductIds[0]}`, 404);
    await getError(market, `${API}/products/${hiddenProductIds[0]}/reviews`, 404);
    for (const storeName of hiddenStoreNames) {
      await getError(market, `${API}/details${query({ storeName })}`, 404);
      await getError(market, `${API}/products${query({ storeName })}`, 404);
    }
  });
});

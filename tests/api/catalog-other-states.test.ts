import { productListResponse, searchPageResponse } from '@/lib/contract';
import { searchMisses } from '@/marketplace/db/schema';
import { getJson, query, withFixtureMarketplace } from './catalog-helpers';
import { effectivePrice, inLocation, visible } from './fixtures';

// One database for the file: creating one takes seconds.
jest.setTimeout(60_000);

/**
 * Other states' products are never left out by the location (issue 38, decision 054, which
 * replaced decision 042's "All Nigeria" hint): the shop and search-page lists hold them, and only
 * the shopper's own Near me choice (`near=1`) narrows a list to their state.
 */
const catalog = withFixtureMarketplace();
const API = '/api/customer';

const shop = (params: Parameters<typeof query>[0]) =>
  getJson(catalog.market, `${API}/shop/products${query(params)}`, productListResponse.strict());
const searchPage = (params: Parameters<typeof query>[0]) =>
  getJson(
    catalog.market,
    `${API}/products/search-page${query(params)}`,
    searchPageResponse.strict(),
  );

describe('GET /shop/products', () => {
  it.each(['Lagos', 'Kano', 'Oyo', 'Abia'])(
    'lists every visible product from %s, and Near me its own state only',
    async (state) => {
      const all = visible(catalog.fixture);
      expect((await shop({ location: state, limit: 100 })).totalProducts).toBe(all.length);
      const near = await shop({ location: state, near: 1, limit: 100 });
      expect(near.totalProducts).toBe(inLocation(all, state).length);
      expect(near.products.every((product) => product.warehouseState === state)).toBe(true);
    },
  );

  it('filters the same way with and without Near me', async () => {
    const filters = { category: 'Oils', price: [0, 50_000] };
    const matches = visible(catalog.fixture).filter(
      (product) => product.category === 'Oils' && effectivePrice(product) <= 50_000,
    );
    expect(matches.some((product) => product.state !== 'Lagos')).toBe(true);
    const answer = await shop({ location: 'Lagos', filters, limit: 100 });
    expect(answer.totalProducts).toBe(matches.length);
    const near = await shop({ location: 'Lagos', near: 1, filters, limit: 100 });
    expect(near.totalProducts).toBe(inLocation(matches, 'Lagos').length);
  });

  it('ignores Near me without a location: there is nothing to be near', async () => {
    const answer = await shop({ near: 1 });
    expect(answer.totalProducts).toBe(visible(catalog.fixture).length);
  });

  it.each(['yes', '2', 'true'])('answers 400 for near=%s', async (near) => {
    const response = await catalog.market.app.inject({
      method: 'GET',
      url: `${API}/shop/products?location=Lagos&near=${near}`,
    });
    expect(response.statusCode).toBe(400);
  });
});

describe('GET /products/search-page', () => {
  it('finds a product only another state has: "ofada" from Kano', async () => {
    const answer = await searchPage({ query: 'ofada', location: 'Kano' });
    // Ofada rice 50kg stands in Lagos; the hidden store's premium ofada is never listed.
    expect(answer.products.map((product) => product.title)).toEqual(['Ofada rice 50kg']);
    expect((await searchPage({ query: 'ofada', location: 'Kano', near: 1 })).totalProducts).toBe(0);
  });

  it('applies the filters with the text', async () => {
    const answer = await searchPage({
      query: 'rice',
      location: 'Lagos',
      filters: { category: 'Tubers' },
    });
    expect(answer.totalProducts).toBe(0);
  });

  it('counts a miss only when nothing in Nigeria matches', async () => {
    await catalog.market.db.delete(searchMisses);
    await searchPage({ query: 'palm oil', location: 'Oyo' });
    // Near me narrowed it: Oyo has no palm oil, Kano has. Not a gap in the synonyms.
    await searchPage({ query: 'palm oil', location: 'Oyo', near: 1 });
    expect(await catalog.market.db.select().from(searchMisses)).toEqual([]);
    await searchPage({ query: 'zebra', location: 'Oyo' });
    const misses = await catalog.market.db.select().from(searchMisses);
    expect(misses.map((miss) => miss.query)).toEqual(['zebra']);
  });
});

describe('GET /products?storeName=', () => {
  it('keeps its shape: a store page is the same wherever the shopper is', async () => {
    const answer = await getJson(
      catalog.market,
      `${API}/products${query({ storeName: 'Delta Palms', location: 'Lagos', near: 1 })}`,
      productListResponse.strict(),
    );
    expect(answer.totalProducts).toBeGreaterThan(0);
    expect(answer.products.some((product) => product.warehouseState !== 'Lagos')).toBe(true);
    expect(answer.products.every((product) => product.deliveryDays === undefined)).toBe(true);
  });
});

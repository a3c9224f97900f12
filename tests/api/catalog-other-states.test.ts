import { locatedListResponse, productListResponse } from '@/lib/contract';
import { searchMisses } from '@/marketplace/db/schema';
import { getJson, query, withFixtureMarketplace } from './catalog-helpers';
import { effectivePrice, inLocation, visible, type FixtureProduct } from './fixtures';

// One database for the file: creating one takes seconds.
jest.setTimeout(60_000);

/**
 * The "All Nigeria" hint (issue 30, decision 042): the shop and search-page lists say how many
 * more products of the same list stand in other states than the location's warehouse state.
 */
const catalog = withFixtureMarketplace();
const API = '/api/customer';

const shop = (params: Parameters<typeof query>[0]) =>
  getJson(catalog.market, `${API}/shop/products${query(params)}`, locatedListResponse);
const searchPage = (params: Parameters<typeof query>[0]) =>
  getJson(catalog.market, `${API}/products/search-page${query(params)}`, locatedListResponse);

const outside = (products: FixtureProduct[], state: string) =>
  products.filter((product) => product.state !== state);

describe('GET /shop/products', () => {
  it.each(['Lagos', 'Kano', 'Oyo'])(
    'counts the visible products outside %s, beside its own list',
    async (state) => {
      const answer = await shop({ location: state });
      const all = visible(catalog.fixture);
      expect(answer.totalProducts).toBe(inLocation(all, state).length);
      expect(answer.inOtherStates).toBe(outside(all, state).length);
      expect(answer.totalProducts + answer.inOtherStates).toBe(all.length);
    },
  );

  it('counts with the same filters as the list', async () => {
    const filters = { category: 'Oils', price: [0, 50_000] };
    const answer = await shop({ location: 'Lagos', filters });
    const expected = outside(visible(catalog.fixture), 'Lagos').filter(
      (product) => product.category === 'Oils' && effectivePrice(product) <= 50_000,
    );
    expect(expected.length).toBeGreaterThan(0);
    expect(answer.inOtherStates).toBe(expected.length);
  });

  it.each([
    ['no location', undefined],
    ['a state without a warehouse, served nationwide', 'Abia'],
  ])('is 0 with %s: nothing was left out', async (_case, location) => {
    const answer = await shop({ location });
    expect(answer.totalProducts).toBe(visible(catalog.fixture).length);
    expect(answer.inOtherStates).toBe(0);
  });
});

describe('GET /products/search-page', () => {
  it('finds a product only another state has: "ofada" in Kano', async () => {
    const answer = await searchPage({ query: 'ofada', location: 'Kano' });
    expect(answer.totalProducts).toBe(0);
    // Ofada rice 50kg stands in Lagos; the hidden store's premium ofada is never counted.
    expect(answer.inOtherStates).toBe(1);
    const nationwide = await searchPage({ query: 'ofada' });
    expect(nationwide.products.map((product) => product.title)).toEqual(['Ofada rice 50kg']);
    expect(nationwide.inOtherStates).toBe(0);
  });

  it('counts what All Nigeria would add, not the location’s own matches', async () => {
    const lagos = await searchPage({ query: 'rice', location: 'Lagos', limit: 100 });
    const nationwide = await searchPage({ query: 'rice', limit: 100 });
    const elsewhere = nationwide.products.filter((product) => product.warehouseState !== 'Lagos');
    expect(elsewhere.length).toBeGreaterThan(0);
    expect(lagos.inOtherStates).toBe(elsewhere.length);
  });

  it('applies the filters to the count', async () => {
    const answer = await searchPage({
      query: 'rice',
      location: 'Lagos',
      filters: { category: 'Tubers' },
    });
    expect(answer.inOtherStates).toBe(0);
  });

  it('does not count a search as a miss when another state has what it asked for', async () => {
    await catalog.market.db.delete(searchMisses);
    await searchPage({ query: 'palm oil', location: 'Oyo' });
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
      `${API}/products${query({ storeName: 'Delta Palms', location: 'Lagos' })}`,
      productListResponse.strict(),
    );
    expect(answer.totalProducts).toBeGreaterThan(0);
  });
});

import { CATALOG_PAGE_SIZE, productListResponse, SORTS, type Sort } from '@/lib/contract';
import { getError, getJson, query, withFixtureMarketplace } from './catalog-helpers';
import {
  averageRating,
  effectivePrice,
  ids,
  inLocation,
  nearestFirst,
  routesTo,
  SORT_ORDERS,
  visible,
  type FixtureProduct,
} from './fixtures';

// One database for the file: creating one takes seconds.
jest.setTimeout(60_000);

const catalog = withFixtureMarketplace();

const API = '/api/customer';
/** The three list calls, each with its default sort (spec section 5). */
const LISTS = [
  { path: '/products', defaultSort: 'price' as Sort },
  { path: '/shop/products', defaultSort: 'latest' as Sort },
  { path: '/products/search-page', defaultSort: 'price' as Sort },
];

const list = (path: string, params: Parameters<typeof query>[0] = {}) =>
  getJson(catalog.market, `${API}${path}${query(params)}`, productListResponse);

const sorted = (products: FixtureProduct[], sort: Sort) => [...products].sort(SORT_ORDERS[sort]);

describe.each(LISTS)('GET $path', ({ path, defaultSort }) => {
  it(`lists every visible product, sorted by ${defaultSort} by default, 16 to a page`, async () => {
    const answer = await list(path);
    const expected = sorted(visible(catalog.fixture), defaultSort);
    expect(ids(answer.products)).toEqual(ids(expected.slice(0, CATALOG_PAGE_SIZE)));
    expect(answer).toMatchObject({
      totalProducts: expected.length,
      totalPages: Math.ceil(expected.length / CATALOG_PAGE_SIZE),
      currentPage: 1,
    });
  });

  it.each(SORTS)('sorts by %s', async (sort) => {
    const answer = await list(path, { sort, limit: 100 });
    expect(ids(answer.products)).toEqual(ids(sorted(visible(catalog.fixture), sort)));
  });

  it('sorts rating high to low and -rating low to high, as the spec names them', async () => {
    const high = (await list(path, { sort: 'rating', limit: 100 })).products;
    const low = (await list(path, { sort: '-rating', limit: 100 })).products;
    expect(high[0].averageRating).toBe(Math.max(...visible(catalog.fixture).map(averageRating)));
    expect(low[0].averageRating).toBe(0);
  });

  it('pages with exact totals, and a page past the end is empty with the same totals', async () => {
    const expected = sorted(visible(catalog.fixture), 'price');
    const totalPages = Math.ceil(expected.length / 4);
    for (let page = 1; page <= totalPages + 1; page += 1) {
      const answer = await list(path, { sort: 'price', limit: 4, page });
      expect(ids(answer.products)).toEqual(ids(expected.slice((page - 1) * 4, page * 4)));
      expect(answer).toEqual({
        products: answer.products,
        totalProducts: expected.length,
        totalPages,
        currentPage: page,
      });
    }
    const far = await list(path, { limit: 4, page: 10_000 });
    expect(far).toMatchObject({ products: [], totalProducts: expected.length, totalPages });
  });

  it('filters by category title, case-insensitively, using the first of a list', async () => {
    const tubers = visible(catalog.fixture).filter((product) => product.category === 'Tubers');
    for (const category of ['Tubers', 'tUBERS', ['Tubers', 'Oils']]) {
      const answer = await list(path, { filters: { category }, limit: 100 });
      expect(ids(answer.products)).toEqual(ids(sorted(tubers, defaultSort)));
      expect(answer.totalProducts).toBe(tubers.length);
    }
    const none = await list(path, { filters: { category: 'Fertilisers' } });
    expect(none).toMatchObject({ products: [], totalProducts: 0, totalPages: 0 });
  });

  it('filters by price range in naira, against the discounted price when there is one', async () => {
    const [min, max] = [10_000, 40_000];
    const expected = visible(catalog.fixture).filter(
      (product) => effectivePrice(product) >= min && effectivePrice(product) <= max,
    );
    // Garri at 18,000 is sold at 15,000: in range; ofada at 85,000 sold at 78,000: out of it.
    expect(ids(expected)).toContain(String(catalog.fixture.products[2].id));
    const answer = await list(path, { filters: { price: [min, max] }, limit: 100 });
    expect(ids(answer.products)).toEqual(ids(sorted(expected, defaultSort)));
  });

  it('filters by minimum rating', async () => {
    for (const rating of [1, 3, 4, 5]) {
      const expected = visible(catalog.fixture).filter(
        (product) => averageRating(product) >= rating,
      );
      const answer = await list(path, { filters: { rating }, limit: 100 });
      expect(ids(answer.products)).toEqual(ids(sorted(expected, defaultSort)));
    }
  });

  it('combines filters, Near me and sort', async () => {
    const expected = inLocation(visible(catalog.fixture), 'Lagos').filter(
      (product) =>
        product.category === 'Vegetables' &&
        effectivePrice(product) <= 35_000 &&
        averageRating(product) >= 2,
    );
    const answer = await list(path, {
      location: 'Lagos',
      near: 1,
      sort: '-price',
      filters: { category: 'Vegetables', price: [0, 35_000], rating: 2 },
    });
    expect(expected.length).toBeGreaterThan(0);
    expect(ids(answer.products)).toEqual(ids(sorted(expected, '-price')));
  });

  it.each(['Lagos', 'Oyo', 'Abia', 'FCT - Abuja'])(
    'lists every product from %s, nearest first (decision 054)',
    async (location) => {
      const answer = await list(path, { location, limit: 100 });
      const routes = await routesTo(catalog.market.db, location);
      const expected = nearestFirst(visible(catalog.fixture), location, routes, defaultSort);
      expect(ids(answer.products)).toEqual(ids(expected));
      expect(answer.totalProducts).toBe(expected.length);
    },
  );

  it.each([
    ['filters={', 'malformed JSON'],
    ['filters=[1,2]', 'JSON that is not an object'],
    ['filters={"price":[10]}', 'a price range of one number'],
    ['filters={"price":[500,100]}', 'a minimum above the maximum'],
    ['filters={"price":[-5,100]}', 'a negative price'],
    ['filters={"price":["a","b"]}', 'prices that are not numbers'],
    ['filters={"rating":6}', 'a rating above 5'],
    ['filters={"rating":2.5}', 'a rating that is not whole'],
    ['filters={"category":""}', 'an empty category'],
    ['filters={"category":7}', 'a category that is not text'],
    ['filters={"colour":"red"}', 'an unknown filter'],
    ['page=0', 'page 0'],
    ['page=-1', 'a negative page'],
    ['page=10001', 'a huge page'],
    ['page=two', 'a page that is not a number'],
    ['page=1.5', 'a page that is not whole'],
    ['limit=0', 'limit 0'],
    ['limit=101', 'a limit above 100'],
    ['limit=-3', 'a negative limit'],
    ['sort=cheapest', 'an unknown sort'],
    ['sort=price&sort=latest', 'two sorts'],
    ['location=Atlantis', 'an unknown location'],
  ])('answers 400 with a message for %s (%s)', async (params) => {
    await getError(catalog.market, `${API}${path}?${params}`, 400);
  });
});

describe('GET /products?storeName=', () => {
  it('lists one Live store’s products wherever the shopper is', async () => {
    const store = 'Mama Ngozi Farms';
    const expected = sorted(
      visible(catalog.fixture).filter((product) => product.store === store),
      'price',
    );
    for (const params of [
      { storeName: store },
      { storeName: 'mama ngozi FARMS', location: 'Kano' },
    ]) {
      const answer = await list('/products', params);
      expect(ids(answer.products)).toEqual(ids(expected));
      expect(answer.totalProducts).toBe(expected.length);
      expect(answer.products.every((product) => product.vendor.storeName === store)).toBe(true);
    }
  });

  it('answers 404 “Vendor Store Not Found” for a hidden store and an unknown one', async () => {
    for (const storeName of ['Hidden Harvest', 'No Such Farm']) {
      const url = `${API}/products${query({ storeName })}`;
      expect(await getError(catalog.market, url, 404)).toBe('Vendor Store Not Found');
    }
  });
});

describe('GET /shop/products', () => {
  it('defaults to page 1, 16 a page, newest first', async () => {
    const answer = await list('/shop/products');
    expect(answer.currentPage).toBe(1);
    expect(ids(answer.products)).toEqual(
      ids(sorted(visible(catalog.fixture), 'latest').slice(0, CATALOG_PAGE_SIZE)),
    );
  });
});

describe('hidden stores', () => {
  it('never appear in any list, sort, filter or page', async () => {
    const hiddenIds = catalog.fixture.products
      .filter((product) => product.hidden)
      .map((p) => String(p.id));
    for (const { path } of LISTS) {
      for (const sort of SORTS) {
        const answer = await list(path, { sort, limit: 100, location: 'Lagos' });
        expect(ids(answer.products).filter((id) => hiddenIds.includes(id))).toEqual([]);
        const all = await list(path, { sort, limit: 100 });
        expect(all.totalProducts).toBe(visible(catalog.fixture).length);
      }
    }
  });
});

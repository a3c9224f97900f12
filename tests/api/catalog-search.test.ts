import { productListResponse, productsResponse, searchResponse } from '@/lib/contract';
import { getError, getJson, query, withFixtureMarketplace } from './catalog-helpers';
import { ids, inLocation, visible, type Fixture } from './fixtures';

// One database for the file: creating one takes seconds.
jest.setTimeout(60_000);

const catalog = withFixtureMarketplace();

const API = '/api/customer';
const idOf = (title: string) => String(catalog.fixture.products.find((p) => p.title === title)!.id);
const hiddenIds = () => catalog.fixture.products.filter((p) => p.hidden).map((p) => String(p.id));

const searchPage = (params: Parameters<typeof query>[0]) =>
  getJson(catalog.market, `${API}/products/search-page${query(params)}`, productListResponse);
const searchResults = (params: Parameters<typeof query>[0]) =>
  getJson(catalog.market, `${API}/products/search${query(params)}`, productsResponse);
const suggestions = (params: Parameters<typeof query>[0]) =>
  getJson(catalog.market, `${API}/search${query(params)}`, searchResponse);

/** Every way a shopper can search for products, each answering ids. */
const SEARCHES: [string, (text: string) => Promise<string[]>][] = [
  ['search-page', async (text) => ids((await searchPage({ query: text, limit: 100 })).products)],
  ['products/search', async (text) => ids((await searchResults({ query: text })).products)],
  ['search suggestions', async (text) => ids((await suggestions({ query: text })).products)],
];

describe.each(SEARCHES)('%s', (_name, search) => {
  it.each([
    ['tomatos', 'Fresh tomatoes (basket)', 'a misspelling, through stemming'],
    ['Tomátoes', 'Fresh tomatoes (basket)', 'an accent'],
    ['TOMATOES', 'Fresh tomatoes (basket)', 'capitals'],
    ['toma', 'Fresh tomatoes (basket)', 'the start of a word, while typing'],
    ['gari', 'Yellow garri 25kg', 'a local spelling'],
    ['gari', 'White garri 10kg', 'a local spelling'],
    ['palmoil', 'Palm oil 25 litres', 'two words run together'],
    ['OFADA', 'Ofada rice 50kg', 'capitals'],
    ['ofada ryce', 'Ofada rice 50kg', 'a typo in the second word'],
    ['groundnut oil', 'Groundnut oil 5 litres', 'two words'],
    ['potatoes', 'Irish potatoes 5kg', 'a plural'],
  ])('finds %j: %s (%s)', async (text, title) => {
    expect(await search(text)).toContain(idOf(title));
  });

  it('keeps unrelated words out: "gari" does not find garlic', async () => {
    expect(await search('gari')).not.toContain(idOf('Garlic 1kg'));
  });

  it('never finds a hidden store’s products', async () => {
    for (const text of ['ofada', 'rice', 'premium', 'tomato paste', 'hidden harvest', 'tomatos']) {
      expect((await search(text)).filter((id) => hiddenIds().includes(id))).toEqual([]);
    }
  });

  it('finds nothing for text with no match', async () => {
    expect(await search('zebra')).toEqual([]);
  });
});

describe('ranking', () => {
  it('puts products named after the query before those only sold by a store of that name', async () => {
    const found = await suggestions({ query: 'garri' });
    const garris = [idOf('Yellow garri 25kg'), idOf('White garri 10kg')];
    expect(ids(found.products).slice(0, 2).sort()).toEqual(garris.sort());
    // Sweet potatoes come from Ijebu Garri Hub: found, after the garri itself.
    expect(ids(found.products)).toContain(idOf('Sweet potatoes 5kg'));
  });

  it('puts full-text matches before typo matches', async () => {
    const found = ids((await searchResults({ query: 'rice' })).products);
    expect(found.slice(0, 2).sort()).toEqual(
      [idOf('Ofada rice 50kg'), idOf('Local rice 25kg')].sort(),
    );
  });
});

describe('GET /products/search-page', () => {
  it('sorts and pages matches like any list, with exact totals', async () => {
    const all = await searchPage({ query: 'garri', limit: 100 });
    const cheapFirst = [...all.products].sort(
      (a, b) => (a.discountedPrice ?? a.originalPrice) - (b.discountedPrice ?? b.originalPrice),
    );
    expect(ids(all.products)).toEqual(ids(cheapFirst));
    const pageTwo = await searchPage({ query: 'garri', limit: 1, page: 2 });
    expect(pageTwo).toMatchObject({
      totalProducts: all.totalProducts,
      totalPages: all.totalProducts,
      currentPage: 2,
    });
    expect(ids(pageTwo.products)).toEqual(ids(all.products).slice(1, 2));
  });

  it('sorts by relevance: the words in the title first, a store-name match after', async () => {
    // "garri" is in two titles, and in the name of the store that sells sweet potatoes.
    const byPrice = await searchPage({ query: 'garri', limit: 100 });
    expect(ids(byPrice.products)[0]).toBe(idOf('Sweet potatoes 5kg'));
    const byRelevance = await searchPage({ query: 'garri', sort: 'relevance', limit: 100 });
    expect(ids(byRelevance.products).slice(0, 2).sort()).toEqual(
      [idOf('Yellow garri 25kg'), idOf('White garri 10kg')].sort(),
    );
    expect(ids(byRelevance.products)[2]).toBe(idOf('Sweet potatoes 5kg'));
    expect(byRelevance.totalProducts).toBe(byPrice.totalProducts);
    const pageTwo = await searchPage({ query: 'garri', sort: 'relevance', limit: 1, page: 2 });
    expect(ids(pageTwo.products)).toEqual(ids(byRelevance.products).slice(1, 2));
  });

  it('applies filters and Near me to matches', async () => {
    const inKano = await searchPage({ query: 'oil', location: 'Kano', near: 1, limit: 100 });
    const expected = inLocation(visible(catalog.fixture), 'Kano').filter((p) =>
      /oil/i.test(p.title),
    );
    expect(ids(inKano.products).sort()).toEqual(ids(expected).sort());
    const cheap = await searchPage({ query: 'oil', filters: { price: [0, 20_000] } });
    expect(ids(cheap.products)).toEqual([idOf('Groundnut oil 5 litres')]);
  });

  it.each(['', '   ', '!!!'])('lists every visible product for the query %j', async (text) => {
    const answer = await searchPage({ query: text, limit: 100 });
    expect(answer.totalProducts).toBe(visible(catalog.fixture).length);
  });
});

describe('GET /products/search', () => {
  it("finds every state's products wherever the shopper is (decision 054)", async () => {
    const both = [idOf('Ofada rice 50kg'), idOf('Local rice 25kg')].sort();
    for (const location of ['Kano', 'Lagos', 'Abia']) {
      const found = ids((await searchResults({ query: 'rice', location })).products);
      expect(found.sort()).toEqual(both);
    }
  });

  it.each(['', '  '])('answers no products for the query %j', async (text) => {
    expect(await searchResults({ query: text })).toEqual({ products: [] });
  });
});

describe('GET /search', () => {
  it('answers at most 5 products, the best of what the search page finds, with naira prices', async () => {
    for (const text of ['r', 'o', 'rice', 'oil', 'ngozi']) {
      const found = await suggestions({ query: text });
      const page = await searchPage({ query: text, limit: 100 });
      expect(found.products.length).toBe(Math.min(5, page.totalProducts));
      expect(ids(page.products)).toEqual(expect.arrayContaining(ids(found.products)));
    }
    const [palmOil] = (await suggestions({ query: 'palm oil' })).products;
    expect(palmOil).toEqual({
      _id: idOf('Palm oil 25 litres'),
      id: idOf('Palm oil 25 litres'),
      title: 'Palm oil 25 litres',
      images: [expect.stringMatching(/^\/media\//)],
      originalPrice: 52_000,
      discountedPrice: 48_500.5,
    });
  });

  it.each([
    ['ngozi', 'Mama Ngozi Farms'],
    ['MAMA', 'Mama Ngozi Farms'],
    ['ngozy', 'Mama Ngozi Farms'],
    ['garri hub', 'Ijebu Garri Hub'],
    ['delta', 'Delta Palms'],
  ])('finds stores by name: %j finds %s', async (text, storeName) => {
    const { stores } = await suggestions({ query: text });
    expect(stores[0]).toEqual({
      _id: String(catalog.fixture.storeIds[storeName as keyof Fixture['storeIds']]),
      storeName,
      logo: expect.any(String),
      tradingBusinessName: `${storeName} Ltd`,
    });
  });

  it('never suggests a hidden store', async () => {
    for (const text of ['hidden', 'harvest', 'hidden harvest']) {
      expect((await suggestions({ query: text })).stores).toEqual([]);
    }
  });

  it('puts stores whose name starts with the text first', async () => {
    const { stores } = await suggestions({ query: 'i' });
    expect(stores[0].storeName).toBe('Ijebu Garri Hub');
  });

  it('takes LIKE wildcards literally', async () => {
    expect((await suggestions({ query: '%' })).stores).toEqual([]);
    expect((await suggestions({ query: '_' })).stores).toEqual([]);
  });

  it.each(['', '   ', '!!!'])('answers nothing for the query %j', async (text) => {
    expect(await suggestions({ query: text })).toEqual({ products: [], stores: [] });
  });

  it("suggests every state's products and stores wherever the shopper is", async () => {
    const found = await suggestions({ query: 'rice', location: 'Kano' });
    expect(ids(found.products).sort()).toEqual(
      [idOf('Ofada rice 50kg'), idOf('Local rice 25kg')].sort(),
    );
    const stores = await suggestions({ query: 'ngozi', location: 'Kano' });
    expect(stores.stores.map((store) => store.storeName)).toEqual(['Mama Ngozi Farms']);
  });

  it.each([
    ['location=Atlantis', 'an unknown location'],
    [`query=${'a'.repeat(201)}`, 'a query over 200 characters'],
    ['query=rice&query=beans', 'two queries'],
  ])('answers 400 for %s (%s)', async (params) => {
    await getError(catalog.market, `${API}/search?${params}`, 400);
    await getError(catalog.market, `${API}/products/search?${params}`, 400);
    await getError(catalog.market, `${API}/products/search-page?${params}`, 400);
  });
});

describe('text that is not plain words', () => {
  it.each([
    "'",
    '"rice"',
    '\\',
    '&|!:*()<->',
    'rice & beans',
    'rice:*A',
    '🍅 tomatoes',
    'ẹ̀wà',
    '大米',
    '٣ kg',
    'DROP TABLE products;',
    '%_%',
    'a b c d e f g h i j k l',
  ])('answers %j without failing', async (text) => {
    for (const path of ['/search', '/products/search', '/products/search-page']) {
      const response = await catalog.market.app.inject(`${API}${path}${query({ query: text })}`);
      expect({ path, status: response.statusCode }).toEqual({ path, status: 200 });
    }
  });

  it('still finds the words among the symbols', async () => {
    const found = ids((await searchResults({ query: '🍅 tomatoes!' })).products);
    expect(found).toContain(idOf('Fresh tomatoes (basket)'));
  });
});

import { and, eq } from 'drizzle-orm';
import { categoriesResponse, productListResponse, searchResponse } from '@/lib/contract';
import { forgetCatalogAnswers } from '@/marketplace/catalog/cache';
import { deliveryRoutes, products } from '@/marketplace/db/schema';
import { getJson, query, withFixtureMarketplace } from './catalog-helpers';
import { CATEGORIES, ids, nearestFirst, routesTo, SORT_ORDERS, visible } from './fixtures';

// One database for the file: creating one takes seconds.
jest.setTimeout(60_000);

/**
 * Decision 054 (issue 38): the location is where the shopper is. Lists, searches and suggestions
 * hold every state's products, the shopper's state first, then by the delivery route's window;
 * Near me (`near=1`) is the only thing that narrows a list to one state.
 */
const catalog = withFixtureMarketplace();
const API = '/api/customer';

const shop = (params: Parameters<typeof query>[0]) =>
  getJson(catalog.market, `${API}/shop/products${query(params)}`, productListResponse);
const searchPage = (params: Parameters<typeof query>[0]) =>
  getJson(catalog.market, `${API}/products/search-page${query(params)}`, productListResponse);
const suggestions = (params: Parameters<typeof query>[0]) =>
  getJson(catalog.market, `${API}/search${query(params)}`, searchResponse);
const idOf = (title: string) =>
  String(catalog.fixture.products.find((product) => product.title === title)!.id);

// Migration 0015's windows to Lagos: Lagos 1-2 days, Oyo 2-3, Kano 4-7.
describe('a Lagos shopper', () => {
  it("sees other states' products in the shop, Lagos stock first, then Oyo, then Kano", async () => {
    const answer = await shop({ location: 'Lagos', limit: 100 });
    expect(answer.totalProducts).toBe(visible(catalog.fixture).length);
    const states = answer.products.map((product) => product.warehouseState);
    expect([...new Set(states)]).toEqual(['Lagos', 'Oyo', 'Kano']);
    const lagosOnly = states.filter((state) => state === 'Lagos').length;
    expect(states.slice(0, lagosOnly).every((state) => state === 'Lagos')).toBe(true);
  });

  it('gets each product’s delivery window from delivery_routes', async () => {
    const { products: listed } = await shop({ location: 'Lagos', limit: 100 });
    const windows = Object.fromEntries(
      listed.map((product) => [product.warehouseState, product.deliveryDays]),
    );
    expect(windows).toEqual({
      Lagos: { min: 1, max: 2 },
      Oyo: { min: 2, max: 3 },
      Kano: { min: 4, max: 7 },
    });
  });

  it('gets no delivery window without a location', async () => {
    const { products: listed } = await shop({ limit: 100 });
    expect(listed.every((product) => product.deliveryDays === undefined)).toBe(true);
  });

  it('pages through the ranks without losing or repeating a product', async () => {
    const whole = ids((await shop({ location: 'Lagos', limit: 100 })).products);
    const paged: string[] = [];
    for (let page = 1; page <= Math.ceil(whole.length / 3) + 1; page += 1) {
      const answer = await shop({ location: 'Lagos', limit: 3, page });
      expect(answer.totalProducts).toBe(whole.length);
      paged.push(...ids(answer.products));
    }
    expect(paged).toEqual(whole);
  });

  it('finds other states’ matches in search, nearest first within Relevance', async () => {
    const answer = await searchPage({ query: 'garri', location: 'Lagos', sort: 'relevance' });
    // Sweet potatoes match by their store's name, Ijebu Garri Hub, in Oyo: after the title match.
    expect(answer.products.map((product) => product.title)).toEqual([
      'White garri 10kg',
      'Yellow garri 25kg',
      'Sweet potatoes 5kg',
    ]);
  });

  it('on a price sort, gets price order with the nearest first among equal prices', async () => {
    // Yellow garri (Oyo) and Groundnut oil (Kano) both cost ₦15,000.
    for (const [location, first] of [
      ['Lagos', 'Yellow garri 25kg'],
      ['Kano', 'Groundnut oil 5 litres'],
    ]) {
      const answer = await shop({ location, sort: '-price', limit: 100 });
      const routes = await routesTo(catalog.market.db, location);
      const expected = nearestFirst(visible(catalog.fixture), location, routes, '-price');
      expect(ids(answer.products)).toEqual(ids(expected));
      const tied = ids(answer.products).filter((id) =>
        [idOf('Yellow garri 25kg'), idOf('Groundnut oil 5 litres')].includes(id),
      );
      expect(tied[0]).toBe(idOf(first));
    }
  });

  it.each(['rating', '-rating'] as const)(
    'on a %s sort, gets the sort’s own order: its ties are too large to rank',
    async (sort) => {
      const answer = await shop({ location: 'Lagos', sort, limit: 100 });
      const expected = [...visible(catalog.fixture)].sort(SORT_ORDERS[sort]);
      expect(ids(answer.products)).toEqual(ids(expected));
    },
  );

  it('narrows to Lagos stock with Near me, and the counts follow', async () => {
    const near = await shop({ location: 'Lagos', near: 1, limit: 100 });
    const inLagos = visible(catalog.fixture).filter((product) => product.state === 'Lagos');
    expect(ids(near.products).sort()).toEqual(ids(inLagos).sort());
    const counts = async (near?: number) =>
      (
        await getJson(
          catalog.market,
          `${API}/categories${query({ location: 'Lagos', near })}`,
          categoriesResponse,
        )
      ).categories.map((category) => [category.title, category.productCount]);
    const count = (list: typeof inLagos, title: string) =>
      list.filter((product) => product.category === title).length;
    expect(await counts(1)).toEqual([...CATEGORIES].sort().map((t) => [t, count(inLagos, t)]));
    const all = visible(catalog.fixture);
    expect(await counts()).toEqual([...CATEGORIES].sort().map((t) => [t, count(all, t)]));
  });
});

describe('a state with no route to the shopper yet', () => {
  const kanoToLagos = and(
    eq(deliveryRoutes.fromState, 'Kano'),
    eq(deliveryRoutes.toState, 'Lagos'),
  );

  it('is still listed, last, without a delivery window', async () => {
    const db = catalog.market.db;
    const [route] = await db.select().from(deliveryRoutes).where(kanoToLagos);
    await db.delete(deliveryRoutes).where(kanoToLagos);
    // Routes are read with the catalog's answers; a route change is not a catalog write.
    forgetCatalogAnswers(db);
    try {
      const { products: listed } = await shop({ location: 'Lagos', limit: 100 });
      expect(listed).toHaveLength(visible(catalog.fixture).length);
      const kano = listed.filter((product) => product.warehouseState === 'Kano');
      expect(listed.slice(-kano.length)).toEqual(kano);
      expect(kano.every((product) => product.deliveryDays === undefined)).toBe(true);
    } finally {
      await db.insert(deliveryRoutes).values(route);
      forgetCatalogAnswers(db);
    }
  });
});

describe('suggestions', () => {
  beforeAll(async () => {
    // Tatashe only in Kano and Oyo: a Lagos shopper must still be offered both.
    const [template] = await catalog.market.db
      .select()
      .from(products)
      .where(eq(products.id, Number(idOf('Fresh tomatoes (basket)'))));
    for (const warehouseState of ['Kano', 'Oyo']) {
      await catalog.market.db.insert(products).values({
        title: 'Tatashe pepper (basket)',
        description: template.description,
        images: template.images,
        originalPriceKobo: template.originalPriceKobo,
        quantity: template.quantity,
        vendorId: template.vendorId,
        categoryId: template.categoryId,
        warehouseState,
      });
    }
  });

  it('offers "tatashe" from Lagos, which has none: the nearest first', async () => {
    const found = await suggestions({ query: 'tatashe', location: 'Lagos' });
    expect(found.products.map((product) => product.title)).toEqual([
      'Tatashe pepper (basket)',
      'Tatashe pepper (basket)',
    ]);
    const listed = await searchPage({ query: 'tatashe', location: 'Lagos', sort: 'relevance' });
    expect(listed.products.map((product) => product.warehouseState)).toEqual(['Oyo', 'Kano']);
    expect(ids(found.products)).toEqual(ids(listed.products));
  });

  it('offers the same products from Kano, Kano’s first', async () => {
    const found = await suggestions({ query: 'tatashe', location: 'Kano' });
    const listed = await searchPage({ query: 'tatashe', location: 'Kano', sort: 'relevance' });
    expect(listed.products.map((product) => product.warehouseState)).toEqual(['Kano', 'Oyo']);
    expect(ids(found.products)).toEqual(ids(listed.products));
  });
});

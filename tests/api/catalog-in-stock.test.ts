import { and, eq, inArray } from 'drizzle-orm';
import { advertsResponse, productsResponse, slidersResponse } from '@/lib/contract';
import { adverts, deliveryRoutes, products, sliders } from '@/marketplace/db/schema';
import { getError, getJson, query, withFixtureMarketplace } from './catalog-helpers';
import { setStock } from './commerce-helpers';
import {
  averageRating,
  ids,
  routesTo,
  SORT_ORDERS,
  visible,
  type FixtureProduct,
  type FixtureRoute,
} from './fixtures';

// One database for the file: creating one takes seconds.
jest.setTimeout(60_000);

/**
 * Issue 38 part 5: what the home page promotes is in stock (latest row, sponsored and top-selling
 * rows, banners that open a product), and a sold-out product's page offers similar products
 * (decision 056). Stock is changed in the database as any path would; the API's kept answers must
 * follow at once (the catalog version moves on every product write).
 */
const catalog = withFixtureMarketplace();
const API = '/api/customer';
const SITE = 'http://localhost:3000';

const byTitle = (title: string) => catalog.fixture.products.find((p) => p.title === title)!;
const stock = (product: FixtureProduct, quantity: number) =>
  setStock(catalog.market.db, product.id, quantity);
const restock = async (...sold: FixtureProduct[]) => {
  for (const product of sold) await stock(product, 10 + product.day);
};

describe('home rows', () => {
  it('leave sold-out products out of the latest row, wherever the shopper is', async () => {
    const newest = [...visible(catalog.fixture)].sort(SORT_ORDERS.latest);
    const [first, second] = newest;
    const latest = async (params: Record<string, string | number>) =>
      ids(
        (await getJson(catalog.market, `${API}/products/latest${query(params)}`, productsResponse))
          .products,
      );
    // Asked first, so that a kept answer would show if it were served after the change.
    expect((await latest({ limit: 2 }))[0]).toBe(String(first.id));
    try {
      await stock(first, 0);
      expect(await latest({ limit: 2 })).toEqual(ids([second, newest[2]]));
      const everywhere = await latest({ limit: 100 });
      expect(everywhere).toHaveLength(newest.length - 1);
      expect(everywhere).not.toContain(String(first.id));
      for (const location of ['Lagos', first.state])
        expect(await latest({ location, limit: 100 })).not.toContain(String(first.id));
    } finally {
      await restock(first);
    }
    expect((await latest({ limit: 1 }))[0]).toBe(String(first.id));
  });

  it.each(['sponsored', 'top-selling'])('leave sold-out products out of %s', async (path) => {
    const palmOil = byTitle('Palm oil 25 litres'); // sponsored and top selling
    const flagged = async () =>
      ids((await getJson(catalog.market, `${API}/products/${path}`, productsResponse)).products);
    expect(await flagged()).toContain(String(palmOil.id));
    try {
      await stock(palmOil, 0);
      expect(await flagged()).not.toContain(String(palmOil.id));
    } finally {
      await restock(palmOil);
    }
  });

  it('leave out sliders and adverts that open a sold-out or hidden product, and keep the rest', async () => {
    const { db } = catalog.market;
    const soldOut = byTitle('Garlic 1kg');
    const hidden = byTitle('Tomato paste 400g'); // Hidden Harvest, in stock
    const buyable = byTitle('Yam tubers x5');
    const links = [
      ['sold out', `/products/${soldOut.id}`],
      ['sold out, full address', `${SITE}/products/${soldOut.id}/`],
      ['sold out, with a query', `/products/${soldOut.id}?from=slider`],
      ['hidden', `/products/${hidden.id}`],
      ['unknown', '/products/999999'],
      ['buyable', `/products/${buyable.id}`],
      ['another site', `https://elsewhere.example/products/${soldOut.id}`],
      ['a list', '/search?query=garlic'],
    ] as const;
    const kept = ['buyable', 'another site', 'a list'];
    await stock(soldOut, 0);
    const inserted = await db
      .insert(sliders)
      .values(
        links.map(([title, url], position) => ({
          image: '/media/sliders/x.png',
          title,
          url,
          type: 'Mobile',
          position: 10 + position,
        })),
      )
      .returning({ id: sliders.id });
    const insertedAdverts = await db
      .insert(adverts)
      .values(
        links.map(([title, url], position) => ({
          image: '/media/adverts/x.png',
          title,
          url,
          position: 10 + position,
        })),
      )
      .returning({ id: adverts.id });
    try {
      const mobile = await getJson(catalog.market, `${API}/sliders?type=Mobile`, slidersResponse);
      const titles = mobile.sliders.map((slider) => slider.title);
      // The fixture's own sliders (links to /shop) first, then those of this test that stay.
      expect(titles.slice(-kept.length)).toEqual(kept);
      expect(titles).toHaveLength(2 + kept.length);
      const advertTitles = (
        await getJson(catalog.market, `${API}/adverts`, advertsResponse)
      ).adverts.map((advert) => advert.title);
      expect(advertTitles.slice(-kept.length)).toEqual(kept);
      expect(advertTitles).toHaveLength(3 + kept.length);

      // Back in stock: its banners come back.
      await restock(soldOut);
      const again = await getJson(catalog.market, `${API}/sliders?type=Mobile`, slidersResponse);
      expect(again.sliders.map((slider) => slider.title)).toContain('sold out, full address');
    } finally {
      await restock(soldOut);
      const sliderIds = inserted.map((row) => row.id);
      await db.delete(sliders).where(inArray(sliders.id, sliderIds));
      const advertIds = insertedAdverts.map((row) => row.id);
      await db.delete(adverts).where(inArray(adverts.id, advertIds));
    }
  });
});

describe('GET /products/:id/similar', () => {
  const similar = async (product: FixtureProduct, params: Record<string, string | number> = {}) =>
    (
      await getJson(
        catalog.market,
        `${API}/products/${product.id}/similar${query(params)}`,
        productsResponse,
      )
    ).products;

  /**
   * Decision 056 as a test reads it: shown, in-stock products of the category but the product
   * itself; nearest to `near` first (its own state, then the routes' windows), best rated first
   * within a rank, then newest.
   */
  function expectedSimilar(product: FixtureProduct, near: string, routes: FixtureRoute[]) {
    const rank = (p: FixtureProduct) => {
      if (p.state === near) return [0, 0, 0];
      const route = routes.find((r) => r.fromState === p.state);
      return route ? [1, route.minDays, route.maxDays] : [2, 0, 0];
    };
    const cmp = (a: number[], b: number[]) => a.reduce((d, v, i) => d || v - b[i], 0);
    return visible(catalog.fixture)
      .filter((p) => p.category === product.category && p.id !== product.id)
      .sort(
        (a, b) =>
          cmp(rank(a), rank(b)) || averageRating(b) - averageRating(a) || SORT_ORDERS.latest(a, b),
      );
  }

  it("offers the category's other products, nearest to the product's own state first", async () => {
    const yams = byTitle('Yam tubers x5'); // Tubers, Oyo
    await stock(yams, 0);
    try {
      const answer = await similar(yams);
      const routes = await routesTo(catalog.market.db, 'Oyo');
      expect(ids(answer)).toEqual(ids(expectedSimilar(yams, 'Oyo', routes)));
      expect(ids(answer)).toEqual(
        ids([byTitle('Sweet potatoes 5kg'), byTitle('Irish potatoes 5kg')]),
      );
      // The cached product page is the same for everyone: no delivery windows.
      expect(answer.every((p) => p.deliveryDays === undefined)).toBe(true);
    } finally {
      await restock(yams);
    }
  });

  it('puts the best rated first among products as near', async () => {
    // Both Oyo, one route from Lagos: the yams (rated 4) before the newer sweet potatoes (rated 1).
    const irish = byTitle('Irish potatoes 5kg');
    expect(ids(await similar(irish))).toEqual(
      ids([byTitle('Yam tubers x5'), byTitle('Sweet potatoes 5kg')]),
    );
  });

  it.each(['Lagos', 'Oyo', 'Kano', 'FCT - Abuja'])(
    'orders them nearest to the shopper in %s, with their delivery windows',
    async (location) => {
      const yams = byTitle('Yam tubers x5'); // Tubers, Oyo
      const answer = await similar(yams, { location });
      const routes = await routesTo(catalog.market.db, location);
      expect(ids(answer)).toEqual(ids(expectedSimilar(yams, location, routes)));
      for (const product of answer) {
        const route = routes.find((r) => r.fromState === product.warehouseState);
        expect(product.deliveryDays).toEqual(route && { min: route.minDays, max: route.maxDays });
      }
      if (location === 'Lagos')
        expect(ids(answer)).toEqual(
          ids([byTitle('Irish potatoes 5kg'), byTitle('Sweet potatoes 5kg')]),
        );
    },
  );

  it("never offers a hidden store's products", async () => {
    // Processed Foods: the hidden store's tomato paste is in stock, yet only the yellow garri shows.
    expect(ids(await similar(byTitle('White garri 10kg')))).toEqual(
      ids([byTitle('Yellow garri 25kg')]),
    );
  });

  it('offers only products in stock and shown, and follows a change at once', async () => {
    const { db } = catalog.market;
    const yams = byTitle('Yam tubers x5');
    const potatoes = byTitle('Sweet potatoes 5kg');
    const irish = byTitle('Irish potatoes 5kg');
    expect(ids(await similar(yams))).toEqual(ids([potatoes, irish]));
    try {
      await stock(potatoes, 0);
      expect(ids(await similar(yams))).toEqual(ids([irish]));
      await db.update(products).set({ visible: false }).where(eq(products.id, irish.id));
      expect(await similar(yams)).toEqual([]);
    } finally {
      await db.update(products).set({ visible: true }).where(eq(products.id, irish.id));
      await restock(potatoes);
    }
    expect(ids(await similar(yams))).toEqual(ids([potatoes, irish]));
  });

  it('offers a shopper only what can be delivered to them', async () => {
    const { db } = catalog.market;
    const irish = byTitle('Irish potatoes 5kg'); // Tubers, Lagos; its siblings are in Oyo
    const [route] = await db
      .select()
      .from(deliveryRoutes)
      .where(and(eq(deliveryRoutes.fromState, 'Oyo'), eq(deliveryRoutes.toState, 'Lagos')));
    expect(route).toBeDefined();
    expect(await similar(irish, { location: 'Lagos' })).toHaveLength(2);
    try {
      await db
        .delete(deliveryRoutes)
        .where(and(eq(deliveryRoutes.fromState, 'Oyo'), eq(deliveryRoutes.toState, 'Lagos')));
      expect(await similar(irish, { location: 'Lagos' })).toEqual([]);
      // Without a location nothing is known of the shopper's delivery: the product's page offers both.
      expect(await similar(irish)).toHaveLength(2);
    } finally {
      await db.insert(deliveryRoutes).values(route);
    }
    expect(await similar(irish, { location: 'Lagos' })).toHaveLength(2);
  });

  it('takes a limit, and answers 404 for a hidden or unknown product and 400 for bad input', async () => {
    const garri = byTitle('Yellow garri 25kg');
    expect(await similar(byTitle('Yam tubers x5'), { limit: 1 })).toHaveLength(1);
    await getError(
      catalog.market,
      `${API}/products/${byTitle('Tomato paste 400g').id}/similar`,
      404,
    );
    await getError(catalog.market, `${API}/products/999999/similar`, 404);
    await getError(catalog.market, `${API}/products/garri/similar`, 400);
    for (const params of ['location=Atlantis', 'limit=0', 'limit=21', 'limit=some'])
      await getError(catalog.market, `${API}/products/${garri.id}/similar?${params}`, 400);
  });
});

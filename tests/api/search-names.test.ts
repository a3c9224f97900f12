import { eq, sql } from 'drizzle-orm';
import { z } from 'zod';
import { productListResponse, productsResponse, searchResponse } from '@/lib/contract';
import { loadConfig } from '@/marketplace/config';
import { categories, products, searchMisses, searchNames, vendors } from '@/marketplace/db/schema';
import { productSearchText } from '@/marketplace/search/normalize';
import { buildServer } from '@/marketplace/server';
import { getJson, query } from './catalog-helpers';
import { ids, insertFixture, type Fixture } from './fixtures';
import { startTestMarketplace, type TestMarketplace } from './harness';

jest.setTimeout(60_000);

const KEY = 'operations-key-for-tests-only-0123456789abcdef';
const API = '/api/customer';
let market: TestMarketplace;
let fixture: Fixture;

beforeAll(async () => {
  market = await startTestMarketplace({ OPERATIONS_KEY: KEY });
  fixture = await insertFixture(market.db);
});
afterAll(async () => {
  await market?.close();
});

const idOf = (title: string) => String(fixture.products.find((p) => p.title === title)!.id);
const searchPage = (params: Parameters<typeof query>[0]) =>
  getJson(market, `${API}/products/search-page${query(params)}`, productListResponse);
const best = async (text: string) =>
  ids(
    (await getJson(market, `${API}/products/search${query({ query: text })}`, productsResponse))
      .products,
  );
const suggested = async (text: string) =>
  ids((await getJson(market, `${API}/search${query({ query: text })}`, searchResponse)).products);
const pageIds = async (text: string) =>
  ids((await searchPage({ query: text, limit: 100 })).products);

const missList = z.object({
  misses: z.array(z.object({ day: z.string(), query: z.string(), count: z.number() })),
});
const operations = (url: string, authorization?: string) =>
  market.app.inject({ method: 'GET', url, headers: authorization ? { authorization } : {} });

describe('synonyms', () => {
  it.each([
    ['shinkafa', 'Ofada rice 50kg', 'Hausa'],
    ['iresi', 'Local rice 25kg', 'Yoruba'],
    ['osikapa', 'Local rice 25kg', 'Igbo'],
    ['epo pupa', 'Palm oil 25 litres', 'Yoruba, two words'],
    ['manja', 'Palm oil 25 litres', 'Hausa'],
    ['red oil', 'Palm oil 25 litres', 'English'],
    ['tumatur', 'Fresh tomatoes (basket)', 'Hausa'],
    ['tafarnuwa', 'Garlic 1kg', 'Hausa'],
    ['doya', 'Yam tubers x5', 'Hausa'],
    ['peanut oil', 'Groundnut oil 5 litres', 'an English pair'],
    ['shinkafaa', 'Local rice 25kg', 'a typo of a local name'],
    ['shinka', 'Local rice 25kg', 'a local name still being typed'],
    ['ofada shinkafa', 'Ofada rice 50kg', 'a word and a local name'],
  ])('%j finds %s (%s) on every search', async (text, title) => {
    for (const search of [best, suggested, pageIds])
      expect(await search(text)).toContain(idOf(title));
  });

  it('keeps the exact title first: "rice" ranks rice titles before anything found by a synonym', async () => {
    const found = await best('rice');
    expect(found.slice(0, 2).sort()).toEqual(
      [idOf('Ofada rice 50kg'), idOf('Local rice 25kg')].sort(),
    );
  });
});

describe('other names', () => {
  afterAll(async () => {
    await market.db.update(products).set({ otherNames: [] });
  });

  it('are searched whoever writes them, before category and store, and after the title', async () => {
    expect(await best('kabeewa')).toEqual([]);
    // A writer that is not the API (here plain SQL through drizzle) sets an other name.
    await market.db
      .update(products)
      .set({ otherNames: ['Kàbéèwà special'] })
      .where(eq(products.id, Number(idOf('Sweet potatoes 5kg'))));
    expect(await best('kabeewa')).toEqual([idOf('Sweet potatoes 5kg')]);
    expect(await suggested('kabee')).toEqual([idOf('Sweet potatoes 5kg')]);
    expect(await pageIds('kabeewa')).toEqual([idOf('Sweet potatoes 5kg')]);
    // A typo of it is found by the typo tier.
    expect(await best('kabeewaa special')).toContain(idOf('Sweet potatoes 5kg'));
    // "garri" is the title of two products and the store of Sweet potatoes; given as Irish
    // potatoes' other name, it ranks that product after the titles and before the store's.
    await market.db
      .update(products)
      .set({ otherNames: ['garri'] })
      .where(eq(products.id, Number(idOf('Irish potatoes 5kg'))));
    const garri = await best('garri');
    expect(garri.slice(0, 2).sort()).toEqual(
      [idOf('Yellow garri 25kg'), idOf('White garri 10kg')].sort(),
    );
    expect(garri.indexOf(idOf('Irish potatoes 5kg'))).toBe(2);
    expect(garri.indexOf(idOf('Sweet potatoes 5kg'))).toBeGreaterThan(2);
  });

  it('keep search text right when a title, store or category is renamed by any writer', async () => {
    const id = Number(idOf('Garlic 1kg'));
    const storeId = fixture.storeIds['Delta Palms'];
    const categoryId = fixture.categoryIds.Vegetables;
    const searchText = async () =>
      (
        await market.db
          .select({ text: products.searchText })
          .from(products)
          .where(eq(products.id, id))
      )[0].text;
    await market.db
      .update(products)
      .set({ title: 'Garlic bulbs 1kg', otherNames: ['Ayu'] })
      .where(eq(products.id, id));
    await market.db
      .update(vendors)
      .set({ storeName: 'Delta Palms Renamed' })
      .where(eq(vendors.id, storeId));
    await market.db
      .update(categories)
      .set({ title: 'Vegetables & Spices' })
      .where(eq(categories.id, categoryId));
    try {
      expect(await searchText()).toBe(
        productSearchText({
          title: 'Garlic bulbs 1kg',
          otherNames: ['Ayu'],
          category: 'Vegetables & Spices',
          storeName: 'Delta Palms Renamed',
        }),
      );
      expect(await best('renamed')).toContain(String(id));
      expect(await best('spices')).toContain(String(id));
    } finally {
      await market.db
        .update(products)
        .set({ title: 'Garlic 1kg', otherNames: [] })
        .where(eq(products.id, id));
      await market.db
        .update(vendors)
        .set({ storeName: 'Delta Palms' })
        .where(eq(vendors.id, storeId));
      await market.db
        .update(categories)
        .set({ title: 'Vegetables' })
        .where(eq(categories.id, categoryId));
    }
    expect(await searchText()).toBe('garlic 1kg vegetables delta palms');
  });
});

describe('the suggestions table', () => {
  const tally = async () => {
    const names = await market.db.select().from(searchNames);
    const expected = await market.db
      .select({
        title: products.title,
        otherNames: products.otherNames,
        count: sql<number>`count(*)::int`,
      })
      .from(products)
      .groupBy(products.title, products.otherNames);
    const key = (title: string, otherNames: string[]) => JSON.stringify([title, otherNames]);
    return {
      table: Object.fromEntries(names.map((row) => [key(row.title, row.otherNames), row.products])),
      products: Object.fromEntries(
        expected.map((row) => [key(row.title, row.otherNames), row.count]),
      ),
    };
  };

  it('follows every insert, update and delete of products, by any writer', async () => {
    const start = await tally();
    expect(start.table).toEqual(start.products);
    const [added] = await market.db
      .insert(products)
      .values({
        title: 'Ofada rice 50kg',
        originalPriceKobo: 100,
        warehouseState: 'Lagos',
        vendorId: fixture.storeIds['Mama Ngozi Farms'],
        categoryId: fixture.categoryIds.Grains,
      })
      .returning({ id: products.id });
    expect((await tally()).table[JSON.stringify(['Ofada rice 50kg', []])]).toBe(2);
    await market.db
      .update(products)
      .set({ otherNames: ['Iresi'] })
      .where(eq(products.id, added.id));
    await market.db.update(products).set({ quantity: 3 }).where(eq(products.id, added.id));
    const moved = await tally();
    expect(moved.table).toEqual(moved.products);
    expect(moved.table[JSON.stringify(['Ofada rice 50kg', ['Iresi']])]).toBe(1);
    await market.db.delete(products).where(eq(products.id, added.id));
    expect((await tally()).table).toEqual(start.table);
  });
});

describe('searches that found nothing', () => {
  beforeEach(async () => {
    await market.db.delete(searchMisses);
  });

  const misses = async () => {
    const response = await operations('/api/operations/search/misses', `Bearer ${KEY}`);
    expect(response.statusCode).toBe(200);
    return missList.parse(response.json()).misses;
  };

  it('are counted per day and folded query, each request, kept page or not', async () => {
    await searchPage({ query: 'Zebra  Crossing!' });
    await searchPage({ query: 'zebra crossing' });
    await searchPage({ query: 'ZEBRA crossing' });
    await searchPage({ query: 'quokka' });
    const today = new Date().toISOString().slice(0, 10);
    expect(await misses()).toEqual([
      { day: today, query: 'zebra crossing', count: 3 },
      { day: today, query: 'quokka', count: 1 },
    ]);
  });

  it('leave out searches that found something, later pages, filtered lists and personal data', async () => {
    await searchPage({ query: 'rice' });
    await searchPage({ query: 'shinkafa' });
    await searchPage({ query: 'zebra', page: 2 });
    await searchPage({ query: 'zebra', filters: { rating: 5 } });
    await searchPage({ query: 'ada.obi@example.com' });
    await searchPage({ query: '0803 123 4567' });
    await searchPage({ query: '+234-803-123-4567' });
    await searchPage({ query: '!!!' });
    await getJson(market, `${API}/search${query({ query: 'zebra' })}`, searchResponse);
    expect(await misses()).toEqual([]);
    // Few digits are a product's size, not a phone number.
    await searchPage({ query: 'zebra 50kg' });
    expect((await misses()).map((miss) => miss.query)).toEqual(['zebra 50kg']);
  });
});

describe('GET /api/operations/search/misses', () => {
  it.each([
    [undefined, 'no key'],
    [`Bearer ${KEY}x`, 'a wrong key'],
    [`Bearer ${KEY.slice(0, -1)}`, 'a shorter key'],
    [`Basic ${KEY}`, 'another scheme'],
    [KEY, 'no scheme'],
  ] as [string | undefined, string][])(
    'answers 401 for %j (%s), with nothing listed',
    async (authorization) => {
      const response = await operations('/api/operations/search/misses', authorization);
      expect(response.statusCode).toBe(401);
      expect(response.headers['www-authenticate']).toMatch(/^Bearer/);
      expect(response.json()).toEqual({ message: expect.any(String) });
    },
  );

  it.each(['days=0', 'days=367', 'limit=0', 'days=abc', 'other=1'])(
    'answers 400 for %s',
    async (params) => {
      const response = await operations(`/api/operations/search/misses?${params}`, `Bearer ${KEY}`);
      expect(response.statusCode).toBe(400);
    },
  );

  it('does not exist without OPERATIONS_KEY', async () => {
    const app = await buildServer({
      db: market.db,
      config: loadConfig({ NODE_ENV: 'test' } as NodeJS.ProcessEnv),
    });
    try {
      const response = await app.inject({
        method: 'GET',
        url: '/api/operations/search/misses',
        headers: { authorization: 'Bearer ' },
      });
      expect(response.statusCode).toBe(404);
    } finally {
      await app.close();
    }
  });

  it('refuses a key shorter than 32 characters at start', () => {
    expect(() =>
      loadConfig({ NODE_ENV: 'test', OPERATIONS_KEY: 'short' } as NodeJS.ProcessEnv),
    ).toThrow(/OPERATIONS_KEY/);
  });
});

import { eq, sql } from 'drizzle-orm';
import { productListResponse, searchResponse } from '@/lib/contract';
import { catalogReader, forgetCatalogAnswers } from '@/marketplace/catalog/cache';
import { indexedSearchPage } from '@/marketplace/catalog/indexed-search';
import { indexedSuggestedMatches } from '@/marketplace/catalog/indexed-suggestions';
import { searchTerms } from '@/marketplace/catalog/search';
import { products, vendors } from '@/marketplace/db/schema';
import { seedDatabase } from '@/marketplace/db/seed';
import { builtIndex, setSearchIndex } from '@/marketplace/search/index-refresh';
import { getJson, query } from './catalog-helpers';
import { startTestMarketplace, type TestMarketplace } from './harness';

// Decision 064: the in-memory search index answers the search page and the suggestions exactly as
// PostgreSQL alone does (SEARCH_INDEX=database), on the seed's catalog, for words, beginnings,
// typos, local names, pairs and stop words, under every sort, location, Near me and filter; and it
// follows the catalog as it changes.
jest.setTimeout(300_000);

let market: TestMarketplace;

beforeAll(async () => {
  market = await startTestMarketplace();
  await seedDatabase(market.db);
});
afterAll(async () => {
  await market?.close();
});

// prettier-ignore
const QUERIES = [
  'rice', 'ri', 'ric', 'ofada', 'garri', 'yam', 'palm oil', 'palm o', 'catfish', 'tomatos',
  'tomato', 'onions', 'cassva', 'pineaple', 'wheelbarow', 'groundnut oyl', 'plantian', 'shinkafa',
  'iresi', 'ewa', 'agbado', 'ata rodo', 'epo pupa', 'ori', 'iru', 'ogi', 'kaza', 'corn', 'peanut',
  'guinea corn', 'eggplant', 'red onions', 'honey beans', 'brown be', 'feed', 'fe', 'pa', 'bag',
  '50kg', 'rice and beans', 'the', 'of rice', 'organic', 'kano', 'lagos', 'grains', 'zebra',
  'qwxyz', 'presed', 'sorghum', 'mai', 'fresh tom', 'dried fish', 'seedlings', 'goat',
];

describe('the index', () => {
  it('is built as the server starts, before any search asks for it', async () => {
    const fresh = await startTestMarketplace();
    try {
      const deadline = Date.now() + 30_000;
      while (!builtIndex(fresh.db) && Date.now() < deadline) {
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
      expect(builtIndex(fresh.db)).toBeDefined();
    } finally {
      await fresh.close();
    }
  });

  it('is not built at start with SEARCH_INDEX=database', async () => {
    const fresh = await startTestMarketplace({ SEARCH_INDEX: 'database' });
    try {
      await new Promise((resolve) => setTimeout(resolve, 200));
      expect(builtIndex(fresh.db)).toBeUndefined();
    } finally {
      await fresh.close();
    }
  });
});

const searchPage = (params: Record<string, string | number | object | undefined>) =>
  getJson(market, `/api/customer/products/search-page${query(params)}`, productListResponse);

const suggestions = (params: Record<string, string | undefined>) =>
  getJson(market, `/api/customer/search${query(params)}`, searchResponse);

/** Every answer twice, once from the database alone and once from the index, kept answers dropped between. */
async function bothWays<Answer>(ask: () => Promise<Answer>): Promise<[Answer, Answer]> {
  setSearchIndex(market.db, false);
  forgetCatalogAnswers(market.db);
  const database = await ask();
  setSearchIndex(market.db, true);
  forgetCatalogAnswers(market.db);
  const index = await ask();
  return [database, index];
}

const page = (answer: Awaited<ReturnType<typeof searchPage>>) => ({
  ids: answer.products.map((product) => product.id),
  days: answer.products.map((product) => product.deliveryDays ?? null),
  total: answer.totalProducts,
  pages: answer.totalPages,
});

describe('the search page', () => {
  it.each(QUERIES)(
    '%j: the same pages under every sort, with and without a location',
    async (text) => {
      const asked: Record<string, string | number | object | undefined>[] = [
        ...['relevance', 'price', '-price', 'rating', '-rating', 'latest'].flatMap((sort) => [
          { query: text, sort, limit: 8 },
          { query: text, sort, limit: 8, page: 2, location: 'Lagos' },
        ]),
        { query: text, sort: 'relevance', location: 'Kano', near: '1' },
        { query: text, filters: { category: 'Grains', rating: 3 } },
        { query: text, sort: 'relevance', location: 'Oyo', filters: { price: [1000, 40000] } },
      ];
      for (const params of asked) {
        const [database, index] = await bothWays(() => searchPage(params));
        expect({ params, ...page(index) }).toEqual({ params, ...page(database) });
      }
      // The index answered them itself rather than handing them to the database.
      const direct = await indexedSearchPage(
        catalogReader(market.db),
        searchTerms(text),
        undefined,
        {
          sort: 'relevance',
          page: 1,
          limit: 8,
        },
      );
      expect(direct?.totalProducts).toBe((await searchPage({ query: text })).totalProducts);
    },
  );
});

describe('the suggestions', () => {
  it.each(QUERIES)('%j: the same products and stores', async (text) => {
    for (const location of [undefined, 'Lagos']) {
      const [database, index] = await bothWays(() => suggestions({ query: text, location }));
      expect({ text, location, ...index }).toEqual({ text, location, ...database });
    }
    const direct = await indexedSuggestedMatches(
      catalogReader(market.db),
      searchTerms(text),
      undefined,
      5,
    );
    expect(direct?.map((row) => String(row.id))).toEqual(
      (await suggestions({ query: text })).products.map((product) => product.id),
    );
  });
});

describe('following the catalog', () => {
  const riceFirst = async () =>
    (await searchPage({ query: 'rice', sort: 'price', limit: 100 })).products;

  it('sees a new price, a new product, a hidden one, a hidden store and a deleted product', async () => {
    setSearchIndex(market.db, true);
    const before = await riceFirst();
    const [cheapest, second] = before;
    expect(second).toBeDefined();

    // The second cheapest becomes the cheapest: the price sort moves it.
    await market.db
      .update(products)
      .set({ originalPriceKobo: 1, discountedPriceKobo: null })
      .where(eq(products.id, Number(second.id)));
    expect((await riceFirst())[0].id).toBe(second.id);

    // A product with a word no other has is found at once.
    const [{ vendorId, categoryId }] = await market.db
      .select({ vendorId: products.vendorId, categoryId: products.categoryId })
      .from(products)
      .where(eq(products.id, Number(cheapest.id)));
    const [added] = await market.db
      .insert(products)
      .values({
        title: 'Zobolicious rice blend',
        originalPriceKobo: 500_000,
        warehouseState: 'Lagos',
        vendorId,
        categoryId,
        quantity: 3,
      })
      .returning({ id: products.id });
    const found = await searchPage({ query: 'zobolicious' });
    expect(found.products.map((product) => product.id)).toEqual([String(added.id)]);

    // Hidden by its vendor, then its whole store hidden: gone from the words that found it.
    await market.db.update(products).set({ visible: false }).where(eq(products.id, added.id));
    expect((await searchPage({ query: 'zobolicious' })).totalProducts).toBe(0);
    await market.db.update(products).set({ visible: true }).where(eq(products.id, added.id));
    expect((await searchPage({ query: 'zobolicious' })).totalProducts).toBe(1);
    await market.db.update(vendors).set({ storeStatus: 'Hidden' }).where(eq(vendors.id, vendorId));
    expect((await searchPage({ query: 'zobolicious' })).totalProducts).toBe(0);
    await market.db.update(vendors).set({ storeStatus: 'Live' }).where(eq(vendors.id, vendorId));

    // Deleted: no row is left to say so, so the index is built again.
    await market.db.delete(products).where(eq(products.id, added.id));
    expect((await searchPage({ query: 'zobolicious' })).totalProducts).toBe(0);

    // And a change of stock alone leaves the index as it was (search_seq does not move).
    const [{ seq }] = await market.db
      .select({ seq: sql<string>`search_seq::text` })
      .from(products)
      .where(eq(products.id, Number(cheapest.id)));
    await market.db
      .update(products)
      .set({ quantity: sql`${products.quantity} + 1` })
      .where(eq(products.id, Number(cheapest.id)));
    const [after] = await market.db
      .select({ seq: sql<string>`search_seq::text` })
      .from(products)
      .where(eq(products.id, Number(cheapest.id)));
    expect(after.seq).toBe(seq);
  });
});

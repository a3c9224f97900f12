import { eq } from 'drizzle-orm';
import { popularSearchesResponse, searchPageResponse } from '@/lib/contract';
import { settings, vendors } from '@/marketplace/db/schema';
import { DEFAULT_POPULAR_SEARCHES, POPULAR_SEARCHES_KEY } from '@/marketplace/search/popular';
import { getJson, query, withFixtureMarketplace } from './catalog-helpers';
import { ids } from './fixtures';

// Issue 38.5: a search that finds nothing offers the name the shopper most likely meant, and the
// search box offers popular searches before any typing. One database for the file.
jest.setTimeout(60_000);

const catalog = withFixtureMarketplace();
const API = '/api/customer';

const searchPage = (params: Parameters<typeof query>[0]) =>
  getJson(catalog.market, `${API}/products/search-page${query(params)}`, searchPageResponse);

/** The answer as sent, before the contract's defaults fill anything in. */
async function rawSearchPage(params: Parameters<typeof query>[0]) {
  const response = await catalog.market.app.inject({
    method: 'GET',
    url: `${API}/products/search-page${query(params)}`,
  });
  expect(response.statusCode).toBe(200);
  return response.json() as Record<string, unknown>;
}

const idOf = (title: string) => String(catalog.fixture.products.find((p) => p.title === title)!.id);

describe('did you mean', () => {
  it.each([
    ['grondnt', 'Groundnut oil 5 litres', 'two letters left out'],
    ['swete potatos', 'Sweet potatoes 5kg', 'two misspelt words'],
    ['whyte gari', 'White garri 10kg', 'a misspelling and a local spelling'],
  ])('answers the nearest product name for %j (%s)', async (text, name) => {
    const answer = await searchPage({ query: text });
    expect(answer.totalProducts).toBe(0);
    expect(answer.suggestion).toBe(name);
  });

  it('leads to results: a search for the suggestion finds that product and suggests nothing', async () => {
    const { suggestion } = await searchPage({ query: 'grondnt' });
    const followed = await searchPage({ query: suggestion!, limit: 100 });
    expect(ids(followed.products)).toContain(idOf('Groundnut oil 5 litres'));
    expect(followed.suggestion).toBeNull();
  });

  it('answers the same to the storefront’s count (one product a page)', async () => {
    expect((await searchPage({ query: 'swete potatos', limit: 1 })).suggestion).toBe(
      'Sweet potatoes 5kg',
    );
  });

  it.each([
    ['rice', 'words that find products'],
    ['potatos', 'a typo the search already finds'],
    ['', 'no words: every product'],
  ])('sends suggestion null for %j (%s)', async (text) => {
    const answer = await rawSearchPage({ query: text || undefined });
    expect(answer.totalProducts).toBeGreaterThan(0);
    expect(answer).toHaveProperty('suggestion', null);
  });

  it.each([
    ['zebra', 'nothing near'],
    ['milk', 'trigram-near names that do not account for the word'],
  ])('suggests nothing for %j (%s)', async (text) => {
    const answer = await rawSearchPage({ query: text });
    expect(answer.totalProducts).toBe(0);
    expect(answer).toHaveProperty('suggestion', null);
  });

  it('suggests nothing when filters or Near me emptied the list: the words were not the problem', async () => {
    const filtered = await searchPage({ query: 'grondnt', filters: { rating: 1 } });
    const near = await searchPage({ query: 'grondnt', location: 'Lagos', near: 1 });
    expect([filtered.suggestion, near.suggestion]).toEqual([null, null]);
  });
});

describe('popular searches', () => {
  const popular = () =>
    getJson(catalog.market, `${API}/search/popular`, popularSearchesResponse.strict());

  /** Whether the search page lists anything for the text, asked through the API itself. */
  const finds = async (text: string) => (await searchPage({ query: text })).totalProducts > 0;

  afterEach(async () => {
    await catalog.market.db.delete(settings).where(eq(settings.key, POPULAR_SEARCHES_KEY));
  });

  it('offers the default list, in its order, less those that find nothing', async () => {
    const expected: string[] = [];
    for (const text of DEFAULT_POPULAR_SEARCHES) if (await finds(text)) expected.push(text);
    // The fixture sells no catfish, beans or fertiliser: the filter is tested, not assumed.
    expect(expected.length).toBeGreaterThan(0);
    expect(expected.length).toBeLessThan(DEFAULT_POPULAR_SEARCHES.length);
    expect((await popular()).searches).toEqual(expected);
  });

  it('follows the popular_searches setting: trimmed, repeats, overlong and fruitless entries left out', async () => {
    await catalog.market.db.insert(settings).values({
      key: POPULAR_SEARCHES_KEY,
      value: ` Ofada   rice, yam,ofada RICE, zebra,,${'x'.repeat(41)}, garri `,
    });
    expect((await popular()).searches).toEqual(['Ofada rice', 'yam', 'garri']);
  });

  it('offers none when the setting is empty', async () => {
    await catalog.market.db.insert(settings).values({ key: POPULAR_SEARCHES_KEY, value: '' });
    expect((await popular()).searches).toEqual([]);
  });
});

// Last in the file: it shows the Hidden store to everyone.
describe('hidden products', () => {
  it('never suggests a name only a hidden store carries, and does once the store is Live', async () => {
    const before = await rawSearchPage({ query: 'pasete' });
    expect(before.totalProducts).toBe(0);
    expect(before).toHaveProperty('suggestion', null);
    await catalog.market.db
      .update(vendors)
      .set({ storeStatus: 'Live' })
      .where(eq(vendors.storeName, 'Hidden Harvest'));
    const after = await searchPage({ query: 'pasete' });
    expect(after.totalProducts).toBe(0);
    expect(after.suggestion).toBe('Tomato paste 400g');
  });
});

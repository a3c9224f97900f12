import { eq } from 'drizzle-orm';
import { sitemapResponse } from '@/lib/contract';
import { reviews } from '@/marketplace/db/schema';
import { getJson, withFixtureMarketplace } from './catalog-helpers';
import { STORES, visible } from './fixtures';

jest.setTimeout(60_000);

const catalog = withFixtureMarketplace();

const URL = '/api/customer/sitemap';

describe('GET /api/customer/sitemap', () => {
  it('lists every product of a Live store, and no hidden store’s product', async () => {
    const { products } = await getJson(catalog.market, URL, sitemapResponse);
    const expected = visible(catalog.fixture).map((product) => String(product.id));
    expect(products.map((product) => product._id).sort()).toEqual(expected.sort());
    const hidden = catalog.fixture.products
      .filter((product) => product.hidden)
      .map((p) => String(p.id));
    expect(hidden.length).toBeGreaterThan(0);
    for (const id of hidden) expect(products.map((product) => product._id)).not.toContain(id);
  });

  it('lists the Live stores only, by name', async () => {
    const { stores } = await getJson(catalog.market, URL, sitemapResponse);
    const live = STORES.filter((store) => store.storeStatus === 'Live').map((s) => s.storeName);
    expect(stores.map((store) => store.storeName).sort()).toEqual([...live].sort());
    expect(stores.map((store) => store.storeName)).not.toContain('Hidden Harvest');
  });

  it('dates a product by its listing, or by its latest review change when that is later', async () => {
    const { products } = await getJson(catalog.market, URL, sitemapResponse);
    const updatedAt = new Map(products.map((product) => [product._id, product.updatedAt]));
    const reviewRows = await catalog.market.db.select().from(reviews);
    for (const product of visible(catalog.fixture)) {
      const own = reviewRows.filter((review) => review.productId === product.id);
      const latest = Math.max(
        product.createdAt.getTime(),
        ...own.map((review) => review.updatedAt.getTime()),
      );
      expect(updatedAt.get(String(product.id))).toBe(new Date(latest).toISOString());
    }
    const unreviewed = visible(catalog.fixture).find((product) => product.ratings.length === 0)!;
    expect(updatedAt.get(String(unreviewed.id))).toBe(unreviewed.createdAt.toISOString());
  });

  it('moves a product’s date forward when one of its reviews changes', async () => {
    const review = catalog.fixture.reviews[0];
    const later = new Date(Date.now() + 86_400_000);
    await catalog.market.db
      .update(reviews)
      .set({ updatedAt: later })
      .where(eq(reviews.id, review.id));
    const { products } = await getJson(catalog.market, URL, sitemapResponse);
    const entry = products.find((product) => product._id === String(review.productId));
    expect(entry?.updatedAt).toBe(later.toISOString());
  });
});

import { productResponse, productsResponse, reviewsResponse } from '@/lib/contract';
import { getError, getJson, query, withFixtureMarketplace } from './catalog-helpers';
import {
  averageRating,
  ids,
  nearestFirst,
  routesTo,
  SORT_ORDERS,
  visible,
  type Fixture,
} from './fixtures';

// One database for the file: creating one takes seconds.
jest.setTimeout(60_000);

const catalog = withFixtureMarketplace();

const API = '/api/customer';
const byTitle = (title: string) =>
  catalog.fixture.products.find((product) => product.title === title)!;

describe('GET /products/:id', () => {
  it('answers a product with naira prices, its store and category, ids as strings', async () => {
    const palmOil = byTitle('Palm oil 25 litres');
    const { product } = await getJson(
      catalog.market,
      `${API}/products/${palmOil.id}`,
      productResponse,
    );
    expect(product).toEqual({
      _id: String(palmOil.id),
      id: String(palmOil.id),
      title: 'Palm oil 25 litres',
      description: '<p>Palm oil 25 litres, straight from the farm.</p>',
      images: [`/media/products/${palmOil.day}.png`],
      originalPrice: palmOil.original,
      discountedPrice: palmOil.discounted,
      averageRating: averageRating(palmOil),
      numReviews: palmOil.ratings.length,
      quantity: 10 + palmOil.day,
      isSponsored: true,
      isTopSelling: true,
      warehouseState: palmOil.state,
      vendor: {
        _id: String(catalog.fixture.storeIds['Delta Palms']),
        vendorId: String(catalog.fixture.storeIds['Delta Palms']),
        storeName: 'Delta Palms',
      },
      category: { _id: String(catalog.fixture.categoryIds.Oils), title: 'Oils' },
      createdAt: palmOil.createdAt.toISOString(),
    });
    // Kobo become naira exactly, fifty kobo included.
    expect(product.discountedPrice).toBe(48_500.5);
  });

  it('gives null for a product without a discount and 0 for one without reviews', async () => {
    const garri = byTitle('White garri 10kg');
    const { product } = await getJson(
      catalog.market,
      `${API}/products/${garri.id}`,
      productResponse,
    );
    expect(product.discountedPrice).toBeNull();
    expect(product.averageRating).toBe(0);
    expect(product.numReviews).toBe(0);
  });

  it('answers 404 for a hidden store’s product, as for a missing one', async () => {
    const hidden = byTitle('Ofada rice premium 10kg');
    expect(await getError(catalog.market, `${API}/products/${hidden.id}`, 404)).toBe(
      'Product not found',
    );
    expect(await getError(catalog.market, `${API}/products/999999`, 404)).toBe('Product not found');
    // Beyond PostgreSQL's integer range: still simply not found, never a database error.
    await getError(catalog.market, `${API}/products/9999999999`, 404);
  });

  it.each(['abc', '0', '-1', '1.5', '1e3', '%20', '12345678901'])(
    'answers 400 for the id %j',
    async (id) => {
      expect(await getError(catalog.market, `${API}/products/${id}`, 400)).toBe(
        'Invalid product id',
      );
    },
  );
});

describe('GET /products/:id/reviews', () => {
  it('lists a product’s reviews newest first, with vendor replies', async () => {
    const garri = byTitle('Yellow garri 25kg');
    const { reviews } = await getJson(
      catalog.market,
      `${API}/products/${garri.id}/reviews`,
      reviewsResponse,
    );
    const expected = catalog.fixture.reviews
      .filter((review) => review.productId === garri.id)
      .sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime());
    expect(ids(reviews.map((review) => ({ id: review._id })))).toEqual(ids(expected));
    expect(reviews.map((review) => review.createdAt)).toEqual(
      expected.map((review) => review.createdAt.toISOString()),
    );
    expect(reviews.map((review) => review.vendorReply)).toEqual(
      expected.map((review) => review.vendorReply),
    );
    const first = reviews.find((review) => review.vendorReply !== null)!;
    expect(first).toMatchObject({ firstName: 'Adaeze', customer: null, title: 'Rated 4' });
  });

  it('answers an empty list for a product without reviews', async () => {
    const garlic = byTitle('Garlic 1kg');
    const url = `${API}/products/${garlic.id}/reviews`;
    expect(await getJson(catalog.market, url, reviewsResponse)).toEqual({ reviews: [] });
  });

  it('answers 404 for a hidden store’s product and a missing one, 400 for a bad id', async () => {
    const hidden = byTitle('Ofada rice premium 10kg');
    await getError(catalog.market, `${API}/products/${hidden.id}/reviews`, 404);
    await getError(catalog.market, `${API}/products/424242/reviews`, 404);
    await getError(catalog.market, `${API}/products/rice/reviews`, 400);
  });
});

describe('GET /products/latest', () => {
  const latest = (products: Fixture['products']) => [...products].sort(SORT_ORDERS.latest);

  it('answers the 5 newest visible products by default', async () => {
    const { products } = await getJson(catalog.market, `${API}/products/latest`, productsResponse);
    expect(ids(products)).toEqual(ids(latest(visible(catalog.fixture)).slice(0, 5)));
  });

  it('takes a limit', async () => {
    const { products } = await getJson(
      catalog.market,
      `${API}/products/latest?limit=2`,
      productsResponse,
    );
    expect(ids(products)).toEqual(ids(latest(visible(catalog.fixture)).slice(0, 2)));
  });

  it.each(['Lagos', 'Kano', 'Abia', 'FCT - Abuja'])(
    "lists every state's newest products from %s, nearest first",
    async (location) => {
      const { products } = await getJson(
        catalog.market,
        `${API}/products/latest${query({ location, limit: 100 })}`,
        productsResponse,
      );
      const routes = await routesTo(catalog.market.db, location);
      const expected = nearestFirst(visible(catalog.fixture), location, routes, 'latest');
      expect(ids(products)).toEqual(ids(expected));
    },
  );

  it.each([
    ['location=Atlantis', 'an unknown state'],
    ['location=lagos', 'a state in the wrong case'],
    ['limit=0', 'a zero limit'],
    ['limit=101', 'a limit above 100'],
    ['limit=many', 'a limit that is not a number'],
  ])('answers 400 for %s (%s)', async (params) => {
    await getError(catalog.market, `${API}/products/latest?${params}`, 400);
  });
});

describe.each([
  ['sponsored', 'sponsored' as const],
  ['top-selling', 'topSelling' as const],
])('GET /products/%s', (path, flag) => {
  it('answers only flagged products of Live stores, newest first', async () => {
    const { products } = await getJson(catalog.market, `${API}/products/${path}`, productsResponse);
    const expected = visible(catalog.fixture)
      .filter((product) => product[flag])
      .sort(SORT_ORDERS.latest);
    expect(expected.length).toBeGreaterThan(0);
    expect(ids(products)).toEqual(ids(expected));
  });
});

describe('routing', () => {
  it.each(['latest', 'search', 'search-page', 'sponsored', 'top-selling'])(
    '/products/%s is its own route, not a product id',
    async (path) => {
      const response = await catalog.market.app.inject({
        method: 'GET',
        url: `${API}/products/${path}`,
      });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toHaveProperty('products');
    },
  );

  it('answers 404 with a message for an unknown path', async () => {
    await getError(catalog.market, `${API}/no-such-call`, 404);
  });
});

import {
  advertsResponse,
  categoriesResponse,
  slidersResponse,
  storeResponse,
  warehouseStatesResponse,
} from '@/lib/contract';
import { getError, getJson, query, withFixtureMarketplace } from './catalog-helpers';
import { CATEGORIES, WAREHOUSE_STATES } from './fixtures';

// One database for the file: creating one takes seconds.
jest.setTimeout(60_000);

const catalog = withFixtureMarketplace();

const API = '/api/customer';

const inPositionOrder = (rows: { id: number; position: number }[]) =>
  [...rows].sort((a, b) => a.position - b.position || a.id - b.id).map((row) => String(row.id));

describe('GET /sliders', () => {
  it.each([
    ['', 'Desktop'],
    ['?type=Desktop', 'Desktop'],
    ['?type=Mobile', 'Mobile'],
  ])('answers %s as the %s sliders in their order', async (params, type) => {
    const { sliders } = await getJson(catalog.market, `${API}/sliders${params}`, slidersResponse);
    const expected = inPositionOrder(
      catalog.fixture.sliders.filter((slider) => slider.type === type),
    );
    expect(sliders.map((slider) => slider._id)).toEqual(expected);
    expect(sliders[0]).toEqual({
      _id: expected[0],
      image: expect.stringMatching(/^\/media\/sliders\//),
      title: expect.any(String),
      url: '/shop',
    });
  });

  it('answers 400 for an unknown type', async () => {
    await getError(catalog.market, `${API}/sliders?type=Tablet`, 400);
  });
});

describe('GET /adverts', () => {
  it('answers every advert in its order', async () => {
    const { adverts } = await getJson(catalog.market, `${API}/adverts`, advertsResponse);
    expect(adverts.map((advert) => advert._id)).toEqual(inPositionOrder(catalog.fixture.adverts));
  });
});

describe('GET /categories', () => {
  /** Products shoppers may see in each category, in `state` or everywhere. */
  const shownCount = (title: string, state?: string) =>
    catalog.fixture.products.filter(
      (product) =>
        !product.hidden && product.category === title && (!state || product.state === state),
    ).length;

  it('answers every category by title, with its count of products shoppers can see', async () => {
    const { categories } = await getJson(catalog.market, `${API}/categories`, categoriesResponse);
    expect(categories).toEqual(
      [...CATEGORIES].sort().map((title) => ({
        _id: String(catalog.fixture.categoryIds[title]),
        title,
        productCount: shownCount(title),
      })),
    );
    // The hidden store's Ofada rice and tomato paste are not counted.
    expect(categories.find((category) => category.title === 'Grains')?.productCount).toBe(2);
  });

  it('counts as the lists show: the state with Near me, else nationwide (decision 054)', async () => {
    const inLagos = await getJson(
      catalog.market,
      `${API}/categories${query({ location: 'Lagos', near: 1 })}`,
      categoriesResponse,
    );
    expect(inLagos.categories.map((category) => category.productCount)).toEqual(
      [...CATEGORIES].sort().map((title) => shownCount(title, 'Lagos')),
    );
    expect(inLagos.categories.some((category) => category.productCount === 0)).toBe(true);
    for (const location of ['Lagos', 'Sokoto']) {
      const everywhere = await getJson(
        catalog.market,
        `${API}/categories${query({ location })}`,
        categoriesResponse,
      );
      expect(everywhere.categories.map((category) => category.productCount)).toEqual(
        [...CATEGORIES].sort().map((title) => shownCount(title)),
      );
    }
  });

  it('answers 400 for a location that is not a state', async () => {
    await getError(catalog.market, `${API}/categories${query({ location: 'Atlantis' })}`, 400);
  });
});

describe('GET /warehouse/states', () => {
  it('answers each warehouse state once, alphabetically', async () => {
    const { states } = await getJson(
      catalog.market,
      `${API}/warehouse/states`,
      warehouseStatesResponse,
    );
    expect(states).toEqual(WAREHOUSE_STATES);
  });
});

describe('GET /details', () => {
  it('answers a Live store', async () => {
    const url = `${API}/details${query({ storeName: 'Mama Ngozi Farms' })}`;
    const { store } = await getJson(catalog.market, url, storeResponse);
    expect(store).toEqual({
      _id: String(catalog.fixture.storeIds['Mama Ngozi Farms']),
      storeName: 'Mama Ngozi Farms',
      storeStatus: 'Live',
      coverPhoto: '/media/covers/ngozi.png',
      logo: '/media/logos/mama-ngozi-farms.png',
      tradingBusinessName: 'Mama Ngozi Farms Ltd',
      businessDescription: '<p>Mama Ngozi Farms sells fresh farm produce.</p>',
      verified: true,
      // Its products' reviews together: 5, 4 (ofada), 2, 3 (tomatoes), 4 (yams), 3, 4 (groundnut
      // oil): 25 over 7.
      rating: { average: 3.57, numReviews: 7 },
    });
  });

  it('rates a store by every review of its visible products, each counted once', async () => {
    const url = `${API}/details${query({ storeName: 'Ijebu Garri Hub' })}`;
    const { store } = await getJson(catalog.market, url, storeResponse);
    // 4, 4, 5 (yellow garri), none (white garri), 1 (sweet potatoes): 14 over 4.
    expect(store).toMatchObject({ verified: false, rating: { average: 3.5, numReviews: 4 } });
  });

  it('answers a Live store without a cover photo, whatever the case of its name', async () => {
    const url = `${API}/details${query({ storeName: 'ijebu garri hub' })}`;
    const { store } = await getJson(catalog.market, url, storeResponse);
    expect(store).toMatchObject({ storeName: 'Ijebu Garri Hub', coverPhoto: null });
  });

  it.each(['Hidden Harvest', 'No Such Farm'])(
    'answers 404 “Vendor Store Not Found” for %s',
    async (storeName) => {
      const url = `${API}/details${query({ storeName })}`;
      expect(await getError(catalog.market, url, 404)).toBe('Vendor Store Not Found');
    },
  );

  it.each(['', '?storeName=', '?storeName=%20%20', `?storeName=${'x'.repeat(201)}`])(
    'answers 400 for %j',
    async (params) => {
      await getError(catalog.market, `${API}/details${params}`, 400);
    },
  );
});

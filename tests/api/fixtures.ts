import type { Database } from '@/marketplace/db/client';
import {
  adverts,
  categories,
  products,
  reviews,
  sliders,
  vendors,
  warehouses,
} from '@/marketplace/db/schema';

/**
 * A small catalog whose every figure is known, so that API tests compute what to expect from it
 * rather than copying answers: three Live stores (one without a cover photo), one Hidden store
 * with products that must never show, warehouses in three states (Lagos twice), ties in price.
 */

export const STORES = [
  { storeName: 'Mama Ngozi Farms', storeStatus: 'Live', coverPhoto: '/media/covers/ngozi.png' },
  { storeName: 'Ijebu Garri Hub', storeStatus: 'Live', coverPhoto: null },
  { storeName: 'Delta Palms', storeStatus: 'Live', coverPhoto: '/media/covers/delta.png' },
  { storeName: 'Hidden Harvest', storeStatus: 'Hidden', coverPhoto: '/media/covers/hidden.png' },
] as const;
export type StoreName = (typeof STORES)[number]['storeName'];

export const CATEGORIES = ['Grains', 'Tubers', 'Vegetables', 'Oils', 'Processed Foods'] as const;
export type CategoryTitle = (typeof CATEGORIES)[number];

export const WAREHOUSES = [
  { name: 'Ikeja hub', state: 'Lagos' },
  { name: 'Apapa hub', state: 'Lagos' },
  { name: 'Kano hub', state: 'Kano' },
  { name: 'Ibadan hub', state: 'Oyo' },
] as const;

export interface FixtureProductSpec {
  title: string;
  category: CategoryTitle;
  store: StoreName;
  state: string;
  /** Naira. */
  original: number;
  discounted: number | null;
  ratings: number[];
  /** Days after BASE_DATE; later is newer. */
  day: number;
  sponsored?: boolean;
  topSelling?: boolean;
}

export const BASE_DATE = Date.UTC(2025, 0, 1);

/** One line a product: title, category, store, state, prices, ratings, day, S(ponsored)/T(op). */
function spec(
  title: string,
  category: CategoryTitle,
  store: StoreName,
  state: string,
  [original, discounted]: [number, number | null],
  ratings: number[],
  day: number,
  flags = '',
): FixtureProductSpec {
  const flagged = { sponsored: flags.includes('S'), topSelling: flags.includes('T') };
  return { title, category, store, state, original, discounted, ratings, day, ...flagged };
}

const NGOZI = 'Mama Ngozi Farms';
const IJEBU = 'Ijebu Garri Hub';
const DELTA = 'Delta Palms';
const HIDDEN = 'Hidden Harvest';

// prettier-ignore
export const PRODUCT_SPECS: FixtureProductSpec[] = [
  spec('Ofada rice 50kg', 'Grains', NGOZI, 'Lagos', [85_000, 78_000], [5, 4], 1, 'S'),
  spec('Local rice 25kg', 'Grains', DELTA, 'Kano', [40_000, null], [3], 2),
  spec('Yellow garri 25kg', 'Processed Foods', IJEBU, 'Oyo', [18_000, 15_000], [4, 4, 5], 3, 'T'),
  spec('White garri 10kg', 'Processed Foods', IJEBU, 'Lagos', [9_000, null], [], 4),
  spec('Palm oil 25 litres', 'Oils', DELTA, 'Kano', [52_000, 48_500.5], [5], 5, 'ST'),
  spec('Fresh tomatoes (basket)', 'Vegetables', NGOZI, 'Lagos', [35_000, null], [2, 3], 6),
  spec('Yam tubers x5', 'Tubers', NGOZI, 'Oyo', [12_000, 10_000], [4], 7),
  spec('Garlic 1kg', 'Vegetables', DELTA, 'Lagos', [6_000, null], [], 8),
  spec('Ofada rice premium 10kg', 'Grains', HIDDEN, 'Lagos', [30_000, null], [5], 9, 'ST'),
  spec('Tomato paste 400g', 'Processed Foods', HIDDEN, 'Kano', [1_500, null], [], 10),
  spec('Sweet potatoes 5kg', 'Tubers', IJEBU, 'Oyo', [7_000, 6_500], [1], 11),
  spec('Groundnut oil 5 litres', 'Oils', NGOZI, 'Kano', [15_000, null], [3, 4], 12),
  spec('Irish potatoes 5kg', 'Tubers', DELTA, 'Lagos', [6_500, null], [4, 3], 13),
];

export interface FixtureProduct extends FixtureProductSpec {
  id: number;
  vendorId: number;
  categoryId: number;
  hidden: boolean;
  createdAt: Date;
}

export interface FixtureReview {
  id: number;
  productId: number;
  rating: number;
  createdAt: Date;
  vendorReply: string | null;
}

export interface Fixture {
  storeIds: Record<StoreName, number>;
  categoryIds: Record<CategoryTitle, number>;
  products: FixtureProduct[];
  reviews: FixtureReview[];
  sliders: { id: number; type: string; position: number }[];
  adverts: { id: number; position: number }[];
}

const kobo = (naira: number) => Math.round(naira * 100);

/** Inserts the fixture catalog into an empty database and returns it with its ids. */
export async function insertFixture(db: Database): Promise<Fixture> {
  await db.insert(warehouses).values([...WAREHOUSES]);
  const storeRows = await db
    .insert(vendors)
    .values(
      STORES.map((store) => ({
        ...store,
        logo: `/media/logos/${store.storeName.toLowerCase().replace(/ /g, '-')}.png`,
        tradingBusinessName: `${store.storeName} Ltd`,
        businessDescription: `<p>${store.storeName} sells fresh farm produce.</p>`,
        // One verified store, so that the mark's both values are answered.
        verified: store.storeName === 'Mama Ngozi Farms',
      })),
    )
    .returning();
  const storeIds = Object.fromEntries(storeRows.map((row) => [row.storeName, row.id]));
  const categoryRows = await db
    .insert(categories)
    .values(CATEGORIES.map((title) => ({ title })))
    .returning();
  const categoryIds = Object.fromEntries(categoryRows.map((row) => [row.title, row.id]));

  const fixtureProducts: FixtureProduct[] = [];
  for (const spec of PRODUCT_SPECS) {
    const createdAt = new Date(BASE_DATE + spec.day * 86_400_000);
    const [row] = await db
      .insert(products)
      .values({
        title: spec.title,
        description: `<p>${spec.title}, straight from the farm.</p>`,
        images: [`/media/products/${spec.day}.png`],
        originalPriceKobo: kobo(spec.original),
        discountedPriceKobo: spec.discounted === null ? null : kobo(spec.discounted),
        quantity: 10 + spec.day,
        isSponsored: spec.sponsored ?? false,
        isTopSelling: spec.topSelling ?? false,
        warehouseState: spec.state,
        vendorId: storeIds[spec.store],
        categoryId: categoryIds[spec.category],
        ratingTotal: spec.ratings.reduce((sum, rating) => sum + rating, 0),
        numReviews: spec.ratings.length,
        createdAt,
      })
      .returning({ id: products.id });
    const hidden = STORES.find((store) => store.storeName === spec.store)?.storeStatus === 'Hidden';
    fixtureProducts.push({
      ...spec,
      id: row.id,
      vendorId: storeIds[spec.store],
      categoryId: categoryIds[spec.category],
      hidden,
      createdAt,
    });
  }

  const fixtureReviews: FixtureReview[] = [];
  for (const product of fixtureProducts) {
    for (const [index, rating] of product.ratings.entries()) {
      // Reviews come in out of date order, so "newest first" is something the API must do.
      const createdAt = new Date(
        product.createdAt.getTime() + (index % 2 ? 1 : 3) * 3_600_000 + index,
      );
      const vendorReply = index === 0 ? 'Thank you for buying from us!' : null;
      const [row] = await db
        .insert(reviews)
        .values({
          productId: product.id,
          customerId: index === 0 ? null : 100 + index,
          firstName: index === 0 ? 'Adaeze' : null,
          rating,
          title: `Rated ${rating}`,
          comment: `I would give it ${rating} stars.`,
          vendorReply,
          createdAt,
        })
        .returning({ id: reviews.id });
      fixtureReviews.push({ id: row.id, productId: product.id, rating, createdAt, vendorReply });
    }
  }

  const sliderRows = await db
    .insert(sliders)
    .values([
      {
        image: '/media/sliders/d2.png',
        title: 'Harvest sale',
        url: '/shop',
        type: 'Desktop',
        position: 2,
      },
      {
        image: '/media/sliders/d1.png',
        title: 'Fresh yams',
        url: '/shop',
        type: 'Desktop',
        position: 1,
      },
      {
        image: '/media/sliders/m1.png',
        title: 'Rice deals',
        url: '/shop',
        type: 'Mobile',
        position: 1,
      },
      {
        image: '/media/sliders/m2.png',
        title: 'Palm oil week',
        url: '/shop',
        type: 'Mobile',
        position: 2,
      },
    ])
    .returning();
  const advertRows = await db
    .insert(adverts)
    .values([
      { image: '/media/adverts/3.png', title: 'Rent a cube', url: '/about', position: 3 },
      { image: '/media/adverts/1.png', title: 'Fertiliser deals', url: '/shop', position: 1 },
      { image: '/media/adverts/2.png', title: 'Fresh fish', url: '/shop', position: 2 },
    ])
    .returning();

  return {
    storeIds: storeIds as Record<StoreName, number>,
    categoryIds: categoryIds as Record<CategoryTitle, number>,
    products: fixtureProducts,
    reviews: fixtureReviews,
    sliders: sliderRows.map(({ id, type, position }) => ({ id, type, position })),
    adverts: advertRows.map(({ id, position }) => ({ id, position })),
  };
}

/** What a shopper pays, in naira. */
export const effectivePrice = (product: FixtureProductSpec) =>
  product.discounted ?? product.original;

/** The average rating as the database rounds it (two decimals), 0 without reviews. */
export const averageRating = (product: FixtureProductSpec) =>
  product.ratings.length
    ? Math.round((product.ratings.reduce((sum, r) => sum + r, 0) / product.ratings.length) * 100) /
      100
    : 0;

export const visible = (fixture: Fixture) => fixture.products.filter((product) => !product.hidden);

export const ids = (items: { id: number | string }[]) => items.map((item) => String(item.id));

export const WAREHOUSE_STATES = [...new Set(WAREHOUSES.map((w) => w.state))].sort();

type Order = (a: FixtureProduct, b: FixtureProduct) => number;

/** The spec's sort orders, ties broken by id in the same direction (section 5). */
export const SORT_ORDERS: Record<
  'price' | '-price' | 'rating' | '-rating' | 'latest' | 'relevance',
  Order
> = {
  price: (a, b) => effectivePrice(a) - effectivePrice(b) || a.id - b.id,
  '-price': (a, b) => effectivePrice(b) - effectivePrice(a) || b.id - a.id,
  rating: (a, b) => averageRating(b) - averageRating(a) || b.id - a.id,
  '-rating': (a, b) => averageRating(a) - averageRating(b) || a.id - b.id,
  latest: (a, b) => b.createdAt.getTime() - a.createdAt.getTime() || b.id - a.id,
  // A list without search words has nothing to match: newest first.
  relevance: (a, b) => b.createdAt.getTime() - a.createdAt.getTime() || b.id - a.id,
};

/** Near me (decision 054): only the products held in the shopper's own state. */
export const inLocation = (products: FixtureProduct[], location: string) =>
  products.filter((product) => product.state === location);

export interface FixtureRoute {
  fromState: string;
  minDays: number;
  maxDays: number;
}

/** The delivery routes that end in `location`, read as the API reads them. */
export { routesTo } from '@/marketplace/catalog/nearness';

/** The first difference of two equal-length number lists, as a comparator's answer. */
const compareTuples = (a: number[], b: number[]) =>
  a.reduce((found, value, i) => found || value - b[i], 0);

/** What a price sort compares before its final id. */
const PRICE_VALUES: Partial<Record<keyof typeof SORT_ORDERS, Order>> = {
  price: (a, b) => effectivePrice(a) - effectivePrice(b),
  '-price': (a, b) => effectivePrice(b) - effectivePrice(a),
};

/**
 * Decision 054 as a test reads it: every product, the shopper's state first, then by the route's
 * (min_days, max_days), states without a route last. Nearness leads Newest and Relevance; on price
 * sorts it only breaks ties; rating sorts keep their own order.
 */
export function nearestFirst(
  products: FixtureProduct[],
  location: string,
  routes: FixtureRoute[],
  sort: keyof typeof SORT_ORDERS,
): FixtureProduct[] {
  const nearness = (product: FixtureProduct) => {
    if (product.state === location) return [0, 0, 0];
    const route = routes.find((candidate) => candidate.fromState === product.state);
    return route ? [1, route.minDays, route.maxDays] : [2, 0, 0];
  };
  const byNearness: Order = (a, b) => compareTuples(nearness(a), nearness(b));
  const leads = sort === 'latest' || sort === 'relevance';
  const price = PRICE_VALUES[sort];
  return [...products].sort((a, b) => {
    if (leads) return byNearness(a, b) || SORT_ORDERS[sort](a, b);
    if (price) return price(a, b) || byNearness(a, b) || SORT_ORDERS[sort](a, b);
    return SORT_ORDERS[sort](a, b);
  });
}

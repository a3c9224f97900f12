import { eq, sql } from 'drizzle-orm';
import {
  COMMERCE_MESSAGES,
  hasPurchasedResponse,
  productListResponse,
  productResponse,
  reviewSavedResponse,
  reviewsResponse,
} from '@/lib/contract';
import { products, reviews } from '@/marketplace/db/schema';
import { query } from './catalog-helpers';
import {
  callAs,
  fixtureProduct,
  insertPaidOrder,
  signedInCustomer,
  withCommerceMarketplace,
  type Shopper,
} from './commerce-helpers';
import { averageRating } from './fixtures';

jest.setTimeout(120_000);

const shop = withCommerceMarketplace();
let shoppers = 0;
const newShopper = (firstName = 'Adaeze') =>
  signedInCustomer(shop.market, `reviewer${++shoppers}@example.ng`, firstName);

const product = (title: string) => fixtureProduct(shop.fixture, title);

const good = {
  rating: 5,
  title: 'Fresh and well packed',
  comment: 'Arrived in Ikeja in two days.',
};

const purchaseCheck = async (shopper: Shopper, id: number) => {
  const { status, body } = await callAs(shop.market, shopper)(
    'GET',
    `products/${id}/has-purchased`,
  );
  expect(status).toBe(200);
  return hasPurchasedResponse.parse(body);
};
const post = (shopper: Shopper, id: number, body: unknown) =>
  callAs(shop.market, shopper)('POST', `products/${id}/reviews`, body);
const put = (shopper: Shopper, id: number, body: unknown, reviewId?: string) =>
  callAs(shop.market, shopper)(
    'PUT',
    `products/${id}/reviews${reviewId ? `/${reviewId}` : ''}`,
    body,
  );

async function shownProduct(id: number) {
  const { status, body } = await callAs(shop.market)('GET', `products/${id}`);
  expect(status).toBe(200);
  return productResponse.parse(body).product;
}
async function shownReviews(id: number) {
  const { status, body } = await callAs(shop.market)('GET', `products/${id}/reviews`);
  expect(status).toBe(200);
  return reviewsResponse.parse(body).reviews;
}

/** The product's sums must always equal what its reviews add up to. */
async function expectExactAggregates(id: number) {
  const [sums] = await shop.market.db
    .select({
      total: sql<number>`coalesce(sum(${reviews.rating}), 0)::int`,
      count: sql<number>`count(*)::int`,
    })
    .from(reviews)
    .where(eq(reviews.productId, id));
  const [row] = await shop.market.db.select().from(products).where(eq(products.id, id));
  expect({ ratingTotal: row.ratingTotal, numReviews: row.numReviews }).toEqual({
    ratingTotal: sums.total,
    numReviews: sums.count,
  });
  const average = sums.count ? Math.round((sums.total / sums.count) * 100) / 100 : 0;
  expect(row.averageRating).toBe(average);
  return { ratingTotal: sums.total, numReviews: sums.count, averageRating: average };
}

it('answers 401 to every review call without a session', async () => {
  const anonymous = callAs(shop.market);
  const id = product('Ofada rice 50kg').id;
  for (const [method, path] of [
    ['GET', `products/${id}/has-purchased`],
    ['POST', `products/${id}/reviews`],
    ['PUT', `products/${id}/reviews`],
  ] as const) {
    expect((await anonymous(method, path, good)).status).toBe(401);
  }
});

it('counts only a paid order of the product as a purchase', async () => {
  const ada = await newShopper();
  const bola = await newShopper();
  const { db } = shop.market;
  const rice = product('Ofada rice 50kg');
  const yam = product('Yam tubers x5');
  expect(await purchaseCheck(ada, rice.id)).toEqual({ hasPurchased: false, review: null });

  await insertPaidOrder(db, ada.customerId, [rice.id], { paymentStatus: 'unpaid' });
  await insertPaidOrder(db, ada.customerId, [rice.id], { paymentStatus: 'failed' });
  await insertPaidOrder(db, ada.customerId, [yam.id]);
  await insertPaidOrder(db, bola.customerId, [rice.id]);
  expect((await purchaseCheck(ada, rice.id)).hasPurchased).toBe(false);
  expect((await purchaseCheck(ada, yam.id)).hasPurchased).toBe(true);
  expect((await purchaseCheck(bola, rice.id)).hasPurchased).toBe(true);

  await insertPaidOrder(db, ada.customerId, [yam.id, rice.id]);
  expect((await purchaseCheck(ada, rice.id)).hasPurchased).toBe(true);
});

it('answers 404 for an unknown or hidden product and 400 for an id that is not one', async () => {
  const ada = await newShopper();
  const hidden = shop.fixture.products.find((p) => p.hidden)!;
  for (const id of ['999999', String(hidden.id), '4294967296']) {
    expect((await callAs(shop.market, ada)('GET', `products/${id}/has-purchased`)).status).toBe(
      404,
    );
  }
  expect((await callAs(shop.market, ada)('GET', 'products/abc/has-purchased')).status).toBe(400);
  await insertPaidOrder(shop.market.db, ada.customerId, [hidden.id]);
  expect((await post(ada, hidden.id, good)).status).toBe(404);
  expect((await callAs(shop.market, ada)('POST', 'products/abc/reviews', good)).status).toBe(400);
});

it('lets only a customer with a paid order review, and changes nothing otherwise', async () => {
  const ada = await newShopper();
  const oil = product('Groundnut oil 5 litres');
  await insertPaidOrder(shop.market.db, ada.customerId, [oil.id], { paymentStatus: 'unpaid' });
  const before = await shownProduct(oil.id);
  const refused = await post(ada, oil.id, good);
  expect(refused).toMatchObject({
    status: 403,
    body: { message: 'You can only review products you have purchased.' },
  });
  expect(await shownProduct(oil.id)).toEqual(before);
  expect(await shownReviews(oil.id)).toHaveLength(oil.ratings.length);
});

it.each([
  [{ ...good, rating: undefined }, COMMERCE_MESSAGES.ratingRequired],
  [{ ...good, rating: 0 }, COMMERCE_MESSAGES.ratingRequired],
  [{ ...good, rating: null }, COMMERCE_MESSAGES.ratingRequired],
  [{ ...good, rating: 2.5 }, COMMERCE_MESSAGES.ratingRequired],
  [{ ...good, rating: 6 }, 'Rating must be between 1 and 5.'],
  [{ ...good, title: undefined }, COMMERCE_MESSAGES.titleRequired],
  [{ ...good, title: '   ' }, COMMERCE_MESSAGES.titleRequired],
  [{ ...good, comment: '' }, COMMERCE_MESSAGES.commentRequired],
  [{ ...good, comment: ' \n ' }, COMMERCE_MESSAGES.commentRequired],
])('refuses an invalid review with its text and stores nothing (%#)', async (body, message) => {
  const ada = await newShopper();
  const potatoes = product('Sweet potatoes 5kg');
  await insertPaidOrder(shop.market.db, ada.customerId, [potatoes.id]);
  expect(await post(ada, potatoes.id, body)).toMatchObject({ status: 400, body: { message } });
  expect((await purchaseCheck(ada, potatoes.id)).review).toBeNull();
  await expectExactAggregates(potatoes.id);
});

it('writes a review that shows at once on the product, its reviews and rated lists', async () => {
  const chidi = await newShopper('Chidi');
  const rice = product('Local rice 25kg');
  expect(averageRating(rice)).toBe(3);
  await insertPaidOrder(shop.market.db, chidi.customerId, [rice.id]);
  const ratedFourUp = () =>
    callAs(shop.market)('GET', `shop/products${query({ limit: 100, filters: { rating: 4 } })}`);
  // Asked first, so that any kept answer would be stale after the review.
  const before = productListResponse.parse((await ratedFourUp()).body);
  expect(before.products.map((p) => p._id)).not.toContain(String(rice.id));
  expect((await shownProduct(rice.id)).numReviews).toBe(1);

  const written = await post(chidi, rice.id, { ...good, title: '  Good grains  ' });
  expect(written.status).toBe(201);
  const saved = reviewSavedResponse.parse(written.body);
  expect(saved).toEqual({
    message: 'Review added successfully',
    review: {
      _id: expect.stringMatching(/^\d+$/),
      rating: 5,
      title: 'Good grains',
      comment: good.comment,
      createdAt: expect.any(String),
    },
    averageRating: 4,
    numReviews: 2,
  });

  const shown = await shownProduct(rice.id);
  expect([shown.averageRating, shown.numReviews]).toEqual([4, 2]);
  const [newest] = await shownReviews(rice.id);
  expect(newest).toMatchObject({
    _id: saved.review._id,
    firstName: 'Chidi',
    rating: 5,
    title: 'Good grains',
    customer: String(chidi.customerId),
  });
  const after = productListResponse.parse((await ratedFourUp()).body);
  expect(after.totalProducts).toBe(before.totalProducts + 1);
  expect(await purchaseCheck(chidi, rice.id)).toEqual({ hasPurchased: true, review: saved.review });
  await expectExactAggregates(rice.id);
});

it('refuses a second review with 409 and updates the first with PUT', async () => {
  const ada = await newShopper();
  const bola = await newShopper('Bola');
  const yam = product('Yam tubers x5');
  await insertPaidOrder(shop.market.db, ada.customerId, [yam.id]);
  await insertPaidOrder(shop.market.db, bola.customerId, [yam.id]);
  expect(await put(ada, yam.id, good)).toMatchObject({
    status: 404,
    body: { message: 'You have not reviewed this product yet.' },
  });
  const first = reviewSavedResponse.parse((await post(ada, yam.id, { ...good, rating: 2 })).body);

  const second = await post(ada, yam.id, good);
  expect(second).toMatchObject({
    status: 409,
    body: { message: 'You have already reviewed this product. Update your review instead.' },
  });
  const counted = await expectExactAggregates(yam.id);
  expect(counted.numReviews).toBe(first.numReviews);

  const changed = { rating: 4, title: 'Better than I said', comment: 'They kept for weeks.' };
  const updated = await put(ada, yam.id, changed);
  expect(updated.status).toBe(200);
  const answer = reviewSavedResponse.parse(updated.body);
  expect(answer).toMatchObject({
    message: 'Review updated successfully',
    review: { _id: first.review._id, ...changed, createdAt: first.review.createdAt },
    numReviews: first.numReviews,
  });
  expect(answer.averageRating).toBe((await expectExactAggregates(yam.id)).averageRating);
  expect(answer.averageRating).toBeGreaterThan(first.averageRating);
  expect((await shownProduct(yam.id)).averageRating).toBe(answer.averageRating);

  // The review's own path works too, but only for the customer's own review.
  const byId = await put(ada, yam.id, { ...changed, rating: 3 }, first.review._id);
  expect(byId.status).toBe(200);
  expect((await put(bola, yam.id, good, first.review._id)).status).toBe(404);
  expect((await put(ada, yam.id, good, '999999')).status).toBe(404);
  expect(await put(ada, yam.id, { ...changed, comment: '' })).toMatchObject({
    status: 400,
    body: { message: 'Comment is required.' },
  });
  expect((await purchaseCheck(ada, yam.id)).review).toMatchObject({ rating: 3 });
  expect((await purchaseCheck(bola, yam.id)).review).toBeNull();
  await expectExactAggregates(yam.id);
});

it('keeps the rating sums exact under 20 reviews and 20 updates at once', async () => {
  const garlic = product('Garlic 1kg');
  expect(garlic.ratings).toEqual([]);
  const names = ['Ada', 'Bola', 'Chidi', 'Dayo', 'Efe'];
  const reviewers: Shopper[] = [];
  for (let i = 0; i < 20; i++) {
    const shopper = await newShopper(names[i % names.length]);
    await insertPaidOrder(shop.market.db, shopper.customerId, [garlic.id]);
    reviewers.push(shopper);
  }
  const ratings = reviewers.map((_, i) => (i % 5) + 1);

  const written = await Promise.all(
    reviewers.map((shopper, i) => post(shopper, garlic.id, { ...good, rating: ratings[i] })),
  );
  expect(written.map((answer) => answer.status)).toEqual(reviewers.map(() => 201));
  const sum = ratings.reduce((a, b) => a + b, 0);
  expect(await expectExactAggregates(garlic.id)).toEqual({
    ratingTotal: sum,
    numReviews: 20,
    averageRating: Math.round((sum / 20) * 100) / 100,
  });
  const shown = await shownProduct(garlic.id);
  expect([shown.averageRating, shown.numReviews]).toEqual([sum / 20, 20]);

  // Everyone changes their mind at once: 1 becomes 5, 2 becomes 4, and so on.
  const updated = await Promise.all(
    reviewers.map((shopper, i) => put(shopper, garlic.id, { ...good, rating: 6 - ratings[i] })),
  );
  expect(updated.map((answer) => answer.status)).toEqual(reviewers.map(() => 200));
  const newSum = ratings.reduce((a, r) => a + (6 - r), 0);
  expect(await expectExactAggregates(garlic.id)).toMatchObject({
    ratingTotal: newSum,
    numReviews: 20,
  });

  // The same customer posting five times at once still writes one review.
  const extra = await newShopper('Funmi');
  await insertPaidOrder(shop.market.db, extra.customerId, [garlic.id]);
  const repeated = await Promise.all(
    Array.from({ length: 5 }, () => post(extra, garlic.id, { ...good, rating: 1 })),
  );
  expect(repeated.map((answer) => answer.status).sort()).toEqual([201, 409, 409, 409, 409]);
  expect(await expectExactAggregates(garlic.id)).toMatchObject({
    ratingTotal: newSum + 1,
    numReviews: 21,
  });
  expect(await shownReviews(garlic.id)).toHaveLength(21);
});

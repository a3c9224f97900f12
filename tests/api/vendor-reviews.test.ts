import { eq, like } from 'drizzle-orm';
import { errorResponse, reviewsResponse } from '@/lib/contract';
import { vendorReview } from '@/lib/contract/vendor-reviews';
import { outbox, reviews } from '@/marketplace/db/schema';
import { NO_RATE_LIMITS } from './accounts-helpers';
import { callAs, insertPaidOrder, signedInCustomer, type Shopper } from './commerce-helpers';
import { insertFixture, type Fixture, type FixtureProduct } from './fixtures';
import { startTestMarketplace, type TestMarketplace } from './harness';
import { keyFor, outboxRows, vendorCall } from './vendor-helpers';

// Issue 41 part 4: vendors answer reviews of their own products through the vendor API.
jest.setTimeout(120_000);

let market: TestMarketplace;
let fixture: Fixture;
const keys = {} as { ngozi: string; delta: string };
let reviewer: Shopper;
let ngoziProduct: FixtureProduct;
let reviewId: string;

const asNgozi = () => vendorCall(market, keys.ngozi);
const asDelta = () => vendorCall(market, keys.delta);
const reviewRow = async (id: string) =>
  (
    await market.db
      .select()
      .from(reviews)
      .where(eq(reviews.id, Number(id)))
  )[0];
const replyMails = () =>
  market.db.select().from(outbox).where(like(outbox.dedupeKey, 'review-reply:%'));
const publicReviews = async (productId: number) => {
  const answer = await market.app.inject({
    method: 'GET',
    url: `/api/customer/products/${productId}/reviews`,
  });
  return reviewsResponse.parse(answer.json()).reviews;
};

beforeAll(async () => {
  // A storefront to owe tags to; nobody answers there, so the queued rows stay to be read.
  market = await startTestMarketplace({
    ...NO_RATE_LIMITS,
    STOREFRONT_REVALIDATE_URLS: 'http://127.0.0.1:9/api/revalidate',
  });
  fixture = await insertFixture(market.db);
  keys.ngozi = await keyFor(market.db, fixture.storeIds['Mama Ngozi Farms']);
  keys.delta = await keyFor(market.db, fixture.storeIds['Delta Palms']);
  ngoziProduct = fixture.products.find(
    (p) => p.store === 'Mama Ngozi Farms' && !p.hidden && p.vendorId,
  )!;
  reviewer = await signedInCustomer(market, 'reviewer@example.ng', 'Chidinma');
  await insertPaidOrder(market.db, reviewer.customerId, [ngoziProduct.id]);
  const posted = await callAs(market, reviewer)('POST', `products/${ngoziProduct.id}/reviews`, {
    rating: 2,
    title: 'Came late',
    comment: 'The bag arrived a week late.',
  });
  expect(posted.status).toBe(201);
  const [row] = await market.db
    .select({ id: reviews.id })
    .from(reviews)
    .where(eq(reviews.customerId, reviewer.customerId));
  reviewId = String(row.id);
});
afterAll(async () => {
  await market?.close();
});

describe('ownership', () => {
  it("answers 404 for another store's review, an unknown id or a non-number, and changes nothing", async () => {
    const before = await reviewRow(reviewId);
    for (const [call, id] of [
      [asDelta(), reviewId],
      [asNgozi(), '999999'],
      [asNgozi(), 'abc'],
      [asNgozi(), '0'],
    ] as const) {
      const put = await call('PUT', `reviews/${id}/reply`, { reply: 'Sorry!' });
      expect(put).toEqual({ status: 404, body: { message: 'Review not found' } });
      const removed = await call('DELETE', `reviews/${id}/reply`);
      expect(removed.status).toBe(404);
    }
    expect(await reviewRow(reviewId)).toEqual(before);
    expect(await replyMails()).toEqual([]);
  });

  it("lists only the store's own reviews", async () => {
    const answer = await asNgozi()('GET', 'reviews?limit=100');
    expect(answer.status).toBe(200);
    const listed = vendorReview.array().parse(answer.body.reviews);
    const ownIds = new Set(
      fixture.products.filter((p) => p.store === 'Mama Ngozi Farms').map((p) => p.id),
    );
    expect(listed.length).toBeGreaterThan(0);
    expect(listed.every((review) => ownIds.has(review.productId))).toBe(true);
    expect(listed.map((review) => review._id)).toContain(reviewId);
    const theirs = vendorReview.array().parse((await asDelta()('GET', 'reviews')).body.reviews);
    expect(theirs.map((review) => review._id)).not.toContain(reviewId);
  });

  it('needs a key', async () => {
    expect(
      (await vendorCall(market)('PUT', `reviews/${reviewId}/reply`, { reply: 'x' })).status,
    ).toBe(401);
  });
});

describe('validation', () => {
  it.each([
    [{ reply: '' }, 'Reply cannot be empty.'],
    [{ reply: '   ' }, 'Reply cannot be empty.'],
    [{ reply: 'x'.repeat(2001) }, 'Reply can be at most 2,000 characters.'],
    [{ reply: 42 }, 'Reply must be text.'],
    [{ reply: 'ok', extra: 1 }, 'Unknown field: extra.'],
    [{ reply: '<script>alert(1)</script>' }, 'Reply cannot be empty.'],
    [{ reply: 'bad\u0000byte' }, /Reply/],
  ])('refuses %j with 400, storing and mailing nothing', async (body, message) => {
    const answer = await asNgozi()('PUT', `reviews/${reviewId}/reply`, body);
    expect(answer.status).toBe(400);
    expect(errorResponse.parse(answer.body).message).toMatch(message);
    expect((await reviewRow(reviewId)).vendorReply).toBeNull();
    expect(await replyMails()).toEqual([]);
  });
});

describe('reply, edit and delete', () => {
  it('keeps the reply sanitised as descriptions are, shows it, owes the tags and mails the reviewer once', async () => {
    const tagsBefore = (await outboxRows(market.db)).length;
    const answer = await asNgozi()('PUT', `reviews/${reviewId}/reply`, {
      reply:
        '<p onclick="x()">Sorry, <b>Chidinma</b>!</p><script>steal()</script>' +
        '<a href="javascript:alert(1)">us</a> <a href="https://oja.example/help">help</a>',
    });
    expect(answer.status).toBe(200);
    const saved = vendorReview.parse(answer.body.review).vendorReply!;
    expect(saved).toContain('<p>Sorry, <strong>Chidinma</strong>!</p>');
    expect(saved).not.toMatch(/script|onclick|javascript|steal/);
    expect(saved).toContain(
      '<a href="https://oja.example/help" rel="noopener nofollow" target="_blank">',
    );
    expect((await reviewRow(reviewId)).vendorReply).toBe(saved);

    const shown = (await publicReviews(ngoziProduct.id)).find((r) => r._id === reviewId)!;
    expect(shown.vendorReply).toBe(saved);

    const owed = (await outboxRows(market.db)).slice(tagsBefore);
    // Only the product's page shows reviews: no list page is dropped for a reply.
    expect([...new Set(owed.flatMap((row) => row.tags))]).toEqual([`product:${ngoziProduct.id}`]);

    const [mail, ...more] = await replyMails();
    expect(more).toEqual([]);
    expect(mail.to).toBe(reviewer.email);
    expect(mail.subject).toBe(`Mama Ngozi Farms replied to your review of ${ngoziProduct.title}`);
    expect(mail.text).toContain('Sorry, Chidinma!');
    expect(mail.text).not.toContain('<');
    expect(mail.text).toContain(`/products/${ngoziProduct.id}`);
  });

  it('edits the reply without mailing again, then deletes it', async () => {
    const edited = await asNgozi()('PUT', `reviews/${reviewId}/reply`, {
      reply: 'We have sent a new bag.',
    });
    expect(edited.status).toBe(200);
    expect((await reviewRow(reviewId)).vendorReply).toBe('We have sent a new bag.');
    expect(await replyMails()).toHaveLength(1);

    const tagsBefore = (await outboxRows(market.db)).length;
    const removed = await asNgozi()('DELETE', `reviews/${reviewId}/reply`);
    expect(removed.status).toBe(200);
    expect(vendorReview.parse(removed.body.review).vendorReply).toBeNull();
    expect((await reviewRow(reviewId)).vendorReply).toBeNull();
    expect(
      (await publicReviews(ngoziProduct.id)).find((r) => r._id === reviewId)!.vendorReply,
    ).toBeNull();
    expect((await outboxRows(market.db)).length).toBeGreaterThan(tagsBefore);

    // A new reply after a delete is not a second e-mail: one per review.
    await asNgozi()('PUT', `reviews/${reviewId}/reply`, { reply: 'Thank you for your patience.' });
    expect(await replyMails()).toHaveLength(1);
  });

  it('answers a seeded review, which has no account to mail', async () => {
    const seeded = fixture.reviews.find(
      (review) => fixture.products.find((p) => p.id === review.productId)?.store === 'Delta Palms',
    )!;
    const answer = await asDelta()('PUT', `reviews/${seeded.id}/reply`, { reply: 'Thank you!' });
    expect(answer.status).toBe(200);
    expect((await reviewRow(String(seeded.id))).vendorReply).toBe('Thank you!');
    expect(await replyMails()).toHaveLength(1);
  });
});

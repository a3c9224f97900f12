import { eq, sql } from 'drizzle-orm';
import { createOrderResponse } from '@/lib/contract';
import { orderItems, orders } from '@/marketplace/db/schema';
import { releaseExpiredReservations } from '@/marketplace/orders/reservations';
import type { TestMarketplace } from './harness';
import {
  SHOP,
  TEST_CARDS,
  api,
  call,
  cartOf,
  eventually,
  fillCart,
  insertShop,
  orderRow,
  shippingTo,
  signUpVerified,
  startListeningMarketplace,
  stockOf,
  submitHostedPage,
  type Shop,
} from './orders-helpers';

jest.setTimeout(120_000);

// Its own sandbox webhooks reach this API, as in production: no confirmation call is needed.
let m: TestMarketplace & { url: string };
let shop: Shop;
beforeAll(async () => {
  m = await startListeningMarketplace();
  shop = await insertShop(m.db);
});
afterAll(() => m.close());

const LAST_YAM = 3;
const GARRI = 1;

async function orderFor(token: string, index: number, qty = 1) {
  await fillCart(m.db, token, [{ productId: shop.productIds[index], qty }]);
  return call(m.app, 'POST', api('orders'), shippingTo('Ikeja'), { token });
}

const expire = (orderId: string) =>
  m.db
    .update(orders)
    .set({ reservedUntil: sql`now() - interval '1 minute'` })
    .where(eq(orders.orderId, orderId));

it('sells the last unit once when 20 shoppers order it at the same time', async () => {
  const yam = shop.productIds[LAST_YAM];
  expect(await stockOf(m.db, yam)).toBe(SHOP.products[LAST_YAM].quantity);
  const tokens = await Promise.all(
    Array.from({ length: 20 }, (_, i) => signUpVerified(m.app, m.db, `racer${i}@example.ng`)),
  );
  for (const token of tokens) await fillCart(m.db, token, [{ productId: yam, qty: 1 }]);

  const answers = await Promise.all(
    tokens.map((token) => call(m.app, 'POST', api('orders'), shippingTo('Ikeja'), { token })),
  );
  const statuses = answers.map((a) => a.status).sort();
  expect(statuses.filter((s) => s === 201)).toHaveLength(1);
  expect(statuses.filter((s) => s === 409)).toHaveLength(19);
  const refused = answers.find((a) => a.status === 409)!;
  expect(refused.body.message).toBe(`${SHOP.products[LAST_YAM].title} is out of stock.`);
  expect(await stockOf(m.db, yam)).toBe(0);
  const [{ n }] = await m.db
    .select({ n: sql<number>`count(distinct ${orderItems.orderId})::int` })
    .from(orderItems)
    .where(eq(orderItems.productId, yam));
  expect(n).toBe(1);
});

it('says how many are left when a cart asks for more than the stock', async () => {
  const token = await signUpVerified(m.app, m.db, 'greedy@example.ng');
  const garri = shop.productIds[GARRI];
  const left = await stockOf(m.db, garri);
  const answer = await orderFor(token, GARRI, left + 1);
  expect(answer).toMatchObject({
    status: 409,
    body: { message: `Only ${left} left of ${SHOP.products[GARRI].title}.` },
  });
  expect(await stockOf(m.db, garri)).toBe(left);
});

it('gives an expired reservation back once, by the sweep or before the next order', async () => {
  const token = await signUpVerified(m.app, m.db, 'slow@example.ng');
  const garri = shop.productIds[GARRI];
  const before = await stockOf(m.db, garri);
  const { order } = createOrderResponse.parse((await orderFor(token, GARRI, 3)).body);
  expect(await stockOf(m.db, garri)).toBe(before - 3);

  expect(await releaseExpiredReservations(m.db)).toBe(0);
  await expire(order.orderId);
  expect(await releaseExpiredReservations(m.db)).toBe(1);
  expect(await stockOf(m.db, garri)).toBe(before);
  expect(await releaseExpiredReservations(m.db)).toBe(0);
  expect(await stockOf(m.db, garri)).toBe(before);
  expect((await orderRow(m.db, order.orderId)).reservedUntil).toBeNull();

  // Lazily, before an order is created, too.
  const second = createOrderResponse.parse((await orderFor(token, GARRI, 2)).body);
  await expire(second.order.orderId);
  const third = await orderFor(token, GARRI, 1);
  expect(third.status).toBe(201);
  expect(await stockOf(m.db, garri)).toBe(before - 1);
  expect((await orderRow(m.db, second.order.orderId)).reservedUntil).toBeNull();
});

it('a payment verified after the hold ran out takes the stock again and still pays', async () => {
  const token = await signUpVerified(m.app, m.db, 'late@example.ng');
  const garri = shop.productIds[GARRI];
  const { order } = createOrderResponse.parse((await orderFor(token, GARRI, 2)).body);
  const held = await stockOf(m.db, garri);
  await expire(order.orderId);
  await releaseExpiredReservations(m.db);
  expect(await stockOf(m.db, garri)).toBe(held + 2);

  const initiated = await call(m.app, 'POST', api('initiate-payment'), order, { token });
  const paid = await submitHostedPage(initiated.body.data.link, { cardNumber: TEST_CARDS.success });
  expect(paid.redirect!.searchParams.get('status')).toBe('successful');
  // Only the sandbox's own webhook tells the API here.
  await eventually(async () => (await orderRow(m.db, order.orderId)).paymentStatus === 'paid');
  expect(await stockOf(m.db, garri)).toBe(held);
  expect(await cartOf(m.db, token)).toEqual([]);
  // A later sweep does not give it back again.
  expect(await releaseExpiredReservations(m.db)).toBe(0);
  expect(await stockOf(m.db, garri)).toBe(held);
});

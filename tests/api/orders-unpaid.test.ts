import { and, eq, sql } from 'drizzle-orm';
import { createOrderResponse, initiatePaymentResponse, orderDetailsResponse } from '@/lib/contract';
import { orders } from '@/marketplace/db/schema';
import { recordLogs, type TestMarketplace } from './harness';
import {
  TEST_CARDS,
  api,
  call,
  customerIdOf,
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

/**
 * Issue 22 item 4: one account must not be able to reserve a product's whole stock by placing the
 * same cart again and again. A new order replaces the customer's earlier unpaid one and gives its
 * hold back; orders whose payment is under way are kept, up to ORDER_MAX_UNPAID (3 here, the
 * default). The sandbox's own webhooks reach this API, as in production.
 */
let m: TestMarketplace & { url: string };
let shop: Shop;
const logs = recordLogs();
beforeAll(async () => {
  m = await startListeningMarketplace({}, { logger: logs.logger });
  shop = await insertShop(m.db);
});
afterAll(() => m.close());

const GARRI = 1;
const PALM_OIL = 2;

async function placeOrder(token: string) {
  const response = await call(m.app, 'POST', api('orders'), shippingTo('Ikeja'), { token });
  expect(response.status).toBe(201);
  return createOrderResponse.parse(response.body).order.orderId;
}

const initiate = (orderId: string, token: string) =>
  call(m.app, 'POST', api('initiate-payment'), { orderId }, { token });

async function linkFor(orderId: string, token: string) {
  const response = await initiate(orderId, token);
  expect(response.status).toBe(200);
  return initiatePaymentResponse.parse(response.body).data.link;
}

async function details(orderId: string, token: string) {
  const response = await call(m.app, 'GET', api(`orders/details/${orderId}`), undefined, {
    token,
  });
  return orderDetailsResponse.parse(response.body).order;
}

async function openOrdersOf(token: string) {
  return m.db
    .select({ orderId: orders.orderId })
    .from(orders)
    .where(
      and(eq(orders.customerId, await customerIdOf(m.db, token)), eq(orders.status, 'pending')),
    );
}

/** Our record of the checkout runs out (the provider's own session may outlive it by moments). */
const expireCheckout = (orderId: string) =>
  m.db
    .update(orders)
    .set({ checkoutExpiresAt: sql`now() - interval '1 second'` })
    .where(eq(orders.orderId, orderId));

it('three orders in a row from a one-unit cart lower the product’s stock by one', async () => {
  const token = await signUpVerified(m.app, m.db, 'hoarder@example.ng');
  const garri = shop.productIds[GARRI];
  await fillCart(m.db, token, [{ productId: garri, qty: 1 }]);
  const before = await stockOf(m.db, garri);

  const placed = [];
  for (let i = 0; i < 3; i++) placed.push(await placeOrder(token));
  expect(await stockOf(m.db, garri)).toBe(before - 1);
  expect(await openOrdersOf(token)).toEqual([{ orderId: placed[2] }]);

  // The replaced orders say so, and by which order; they can no longer be paid.
  for (const [index, orderId] of placed.slice(0, 2).entries()) {
    expect(await details(orderId, token)).toMatchObject({
      status: 'cancelled',
      paymentStatus: 'unpaid',
      replacedBy: placed[index + 1],
    });
    expect((await orderRow(m.db, orderId)).reservedUntil).toBeNull();
    const refused = await initiate(orderId, token);
    expect(refused.status).toBe(409);
    expect(refused.body.message).toMatch(/replaced by a newer order/);
  }
  // The newest one can.
  expect((await initiate(placed[2], token)).status).toBe(200);
});

it('two orders placed at once from two tabs hold the stock once', async () => {
  const token = await signUpVerified(m.app, m.db, 'two-tabs@example.ng');
  const palmOil = shop.productIds[PALM_OIL];
  await fillCart(m.db, token, [{ productId: palmOil, qty: 2 }]);
  const before = await stockOf(m.db, palmOil);

  const answers = await Promise.all(
    [1, 2, 3].map(() => call(m.app, 'POST', api('orders'), shippingTo('Ikeja'), { token })),
  );
  expect(answers.map((answer) => answer.status)).toEqual([201, 201, 201]);
  expect(await stockOf(m.db, palmOil)).toBe(before - 2);
  expect(await openOrdersOf(token)).toHaveLength(1);
});

it('keeps orders whose payment is under way, up to the limit, then refuses with 409', async () => {
  const token = await signUpVerified(m.app, m.db, 'in-payment@example.ng');
  const garri = shop.productIds[GARRI];
  await fillCart(m.db, token, [{ productId: garri, qty: 1 }]);
  const before = await stockOf(m.db, garri);

  // Each order goes to its payment page before the next is placed: none is replaced.
  const inPayment = [];
  for (let i = 0; i < m.config.maxUnpaidOrders; i++) {
    const orderId = await placeOrder(token);
    await linkFor(orderId, token);
    inPayment.push(orderId);
  }
  expect(await stockOf(m.db, garri)).toBe(before - m.config.maxUnpaidOrders);

  const refused = await call(m.app, 'POST', api('orders'), shippingTo('Ikeja'), { token });
  expect(refused.status).toBe(409);
  expect(refused.body.message).toBe(
    `You already have ${m.config.maxUnpaidOrders} orders waiting for payment. Pay for one of them, or try again when its payment page has expired.`,
  );
  expect(await stockOf(m.db, garri)).toBe(before - m.config.maxUnpaidOrders);
  expect((await openOrdersOf(token)).map((o) => o.orderId).sort()).toEqual([...inPayment].sort());

  // Once one payment page has expired, its order is replaced by the next one, hold and all.
  await expireCheckout(inPayment[0]);
  const next = await placeOrder(token);
  expect(await stockOf(m.db, garri)).toBe(before - m.config.maxUnpaidOrders);
  expect(await details(inPayment[0], token)).toMatchObject({
    status: 'cancelled',
    replacedBy: next,
  });
});

it('a payment that arrives for a replaced order is flagged for refund, and does not pay it', async () => {
  const token = await signUpVerified(m.app, m.db, 'late-payer@example.ng');
  const garri = shop.productIds[GARRI];
  await fillCart(m.db, token, [{ productId: garri, qty: 1 }]);
  const first = await placeOrder(token);
  const link = await linkFor(first, token);
  await expireCheckout(first);
  const second = await placeOrder(token);
  const stock = await stockOf(m.db, garri);

  // The provider still took the payment on the first order's old page.
  const paid = await submitHostedPage(link, { cardNumber: TEST_CARDS.success });
  expect(paid.redirect!.searchParams.get('status')).toBe('successful');
  const transactionId = paid.redirect!.searchParams.get('transaction_id')!;
  // The sandbox's webhook reaches the API; the confirmation page asks too.
  await eventually(async () => (await details(first, token)).payments.length === 1);
  const confirmed = await call(
    m.app,
    'POST',
    api(`orders/${first}/verify-payment`),
    { transactionId },
    { token },
  );
  const order = orderDetailsResponse.parse(confirmed.body).order;
  expect(order).toMatchObject({ status: 'cancelled', paymentStatus: 'unpaid', replacedBy: second });
  expect(order.payments).toEqual([
    expect.objectContaining({ transactionId, status: 'successful', refundDue: true }),
  ]);
  expect(await stockOf(m.db, garri)).toBe(stock);
  expect(logs.lines).toContainEqual(
    expect.objectContaining({
      level: 40,
      orderId: first,
      transactionId,
      refundReason: 'order-cancelled',
    }),
  );
});

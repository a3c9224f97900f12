import { and, eq, sql } from 'drizzle-orm';
import { deliveryAreas, orderEvents, orders, outbox } from '@/marketplace/db/schema';
import { mailsTo } from './accounts-helpers';
import { api, call, eventually, orderRow, stockOf } from './orders-helpers';
import { GARRI, paymentsSuite, type PaymentsState } from './payments-helpers';

jest.setTimeout(60_000);

/**
 * Issue 37 item 1: one account placed six pay-on-delivery orders in a row and held 6 of 8 units,
 * with no cap and no expiry. Open pay-on-delivery orders (awaiting payment at the door, not yet
 * confirmed) are capped per customer (POD_OPEN_ORDERS_PER_CUSTOMER, default 3), and one that is
 * not confirmed within POD_CONFIRM_HOURS is cancelled by the sweep, its stock given back
 * (decision 049).
 */
const suite = paymentsSuite({}, { ORDER_RESERVATION_SWEEP_SECONDS: '1' });
const { newOrder } = suite;
let m: PaymentsState['m'];
let garri: number;
beforeAll(async () => {
  ({ m } = suite.state);
  garri = suite.state.shop.productIds[GARRI];
  await m.db
    .update(deliveryAreas)
    .set({ payOnDelivery: true })
    .where(eq(deliveryAreas.area, 'Ikeja'));
});

const ONE_GARRI = [{ index: GARRI, qty: 1 }];
const onDelivery = (orderId: string, token: string) =>
  call(m.app, 'POST', api(`orders/${orderId}/pay-on-delivery`), {}, { token });
const cancel = (orderId: string, token: string) =>
  call(m.app, 'POST', api(`orders/${orderId}/cancel`), {}, { token });
const eventsOf = async (orderId: string) => {
  const order = await orderRow(m.db, orderId);
  return m.db.select().from(orderEvents).where(eq(orderEvents.orderId, order.id));
};
const outboxCount = async () => (await m.db.select({ id: outbox.id }).from(outbox)).length;

async function placeOnDelivery(token: string) {
  const orderId = await newOrder(token, ONE_GARRI);
  const answer = await onDelivery(orderId, token);
  expect(answer.status).toBe(200);
  return orderId;
}

it('refuses a fourth open pay-on-delivery order with a 409 that says what to do, storing nothing', async () => {
  const { ada } = suite.state;
  const open = [await placeOnDelivery(ada), await placeOnDelivery(ada), await placeOnDelivery(ada)];

  const fourth = await newOrder(ada, ONE_GARRI);
  const before = { row: await orderRow(m.db, fourth), stock: await stockOf(m.db, garri) };
  const mails = await outboxCount();
  const refused = await onDelivery(fourth, ada);
  expect(refused.status).toBe(409);
  expect(refused.body).toEqual({
    message:
      'You already have 3 open pay-on-delivery orders, the most one account can have. Pay this order online, or wait until one of them is confirmed or delivered (or cancel one) and try again.',
  });
  // Nothing changed: the order is still an online order with its own (expiring) hold, no step
  // was recorded or mailed, and no more stock is held.
  const after = await orderRow(m.db, fourth);
  expect(after).toEqual(before.row);
  expect(await eventsOf(fourth)).toEqual([]);
  expect(await outboxCount()).toBe(mails);
  expect(await stockOf(m.db, garri)).toBe(before.stock);

  // The review step no longer offers it, and says why.
  const options = await call(m.app, 'GET', api(`orders/${fourth}/payment-options`), undefined, {
    token: ada,
  });
  expect(options.body.onDelivery).toEqual({ offered: false, reason: refused.body.message });

  // Once one is cancelled, there is room again.
  expect((await cancel(open[0], ada)).status).toBe(200);
  expect((await onDelivery(fourth, ada)).status).toBe(200);
});

it('cancels a pay-on-delivery order nobody confirmed in time: the stock comes back and the shopper is mailed', async () => {
  const { bola } = suite.state;
  const stale = await placeOnDelivery(bola);
  const fresh = await placeOnDelivery(bola);
  const held = await stockOf(m.db, garri);
  const staleRow = await orderRow(m.db, stale);
  await m.db
    .update(orderEvents)
    .set({
      createdAt: sql`now() - make_interval(hours => ${m.config.podConfirmHours}) - interval '1 minute'`,
    })
    .where(and(eq(orderEvents.orderId, staleRow.id), eq(orderEvents.status, 'awaiting_payment')));

  // The API's own sweep (every second here) releases it.
  await eventually(async () => (await orderRow(m.db, stale)).status === 'cancelled');
  expect(await stockOf(m.db, garri)).toBe(held + 1);
  expect((await orderRow(m.db, fresh)).status).toBe('awaiting_payment');
  expect((await eventsOf(stale)).map((event) => event.status)).toContain('cancelled');
  const mails = await mailsTo(m.db, 'bola@example.ng');
  expect(mails.map((mail) => mail.subject)).toContain(`Your order ${stale} was cancelled`);
  // A later sweep finds nothing more to give back.
  await new Promise((resolve) => setTimeout(resolve, 1500));
  expect(await stockOf(m.db, garri)).toBe(held + 1);
  const [row] = await m.db.select().from(orders).where(eq(orders.orderId, stale));
  expect(row.reservedUntil).toBeNull();
});

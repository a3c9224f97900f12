import { and, eq, like } from 'drizzle-orm';
import { orderDetailsResponse } from '@/lib/contract';
import {
  deliveryAreas,
  orderEvents,
  orders,
  orderVendorPayouts,
  outbox,
  sandboxRefunds,
} from '@/marketplace/db/schema';
import { formatNaira } from '@/marketplace/mail/order-mails';
import { LIFE_MESSAGES } from '@/marketplace/orders/life';
import { mailsTo } from './accounts-helpers';
import {
  TEST_CARDS,
  api,
  call,
  cartOf,
  orderRow,
  signUpVerified,
  stockOf,
  submitHostedPage,
} from './orders-helpers';
import { GARRI, paymentsSuite, RICE, type PaymentsState } from './payments-helpers';

jest.setTimeout(60_000);

const OPERATIONS_KEY = 'operations-key-for-order-life-tests-0123456789';
const suite = paymentsSuite({}, { OPERATIONS_KEY });
const { newOrder, linkFor, verify } = suite;
let m: PaymentsState['m'];
let shop: PaymentsState['shop'];
let ada: string;
let bola: string;
beforeAll(async () => {
  ({ m, shop, ada, bola } = suite.state);
  // Ikeja takes payment at the door; Lekki does not (the seed's per-area flag).
  await m.db
    .update(deliveryAreas)
    .set({ payOnDelivery: true })
    .where(eq(deliveryAreas.area, 'Ikeja'));
});

const SMALL = [{ index: GARRI, qty: 1 }];

const operate = (orderId: string, move: string, body: object = {}, key = OPERATIONS_KEY) =>
  call(m.app, 'POST', `/api/operations/orders/${orderId}/${move}`, body, {
    headers: { authorization: `Bearer ${key}` },
  });

const details = async (orderId: string, token = ada) => {
  const response = await call(m.app, 'GET', api(`orders/${orderId}`), undefined, { token });
  expect(response.status).toBe(200);
  return orderDetailsResponse.parse(response.body).order;
};

const options = async (orderId: string, token = ada) =>
  (await call(m.app, 'GET', api(`orders/${orderId}/payment-options`), undefined, { token }))
    .body as { onDelivery: { offered: boolean; reason: string | null } };

const payOnDelivery = (orderId: string, token = ada) =>
  call(m.app, 'POST', api(`orders/${orderId}/pay-on-delivery`), {}, { token });

const cancel = (orderId: string, token = ada) =>
  call(m.app, 'POST', api(`orders/${orderId}/cancel`), {}, { token });

async function orderMails(orderId: string) {
  return m.db
    .select({
      key: outbox.dedupeKey,
      subject: outbox.subject,
      text: outbox.text,
      html: outbox.html,
    })
    .from(outbox)
    .where(like(outbox.dedupeKey, `order:${orderId}:%`));
}

async function payByCard(orderId: string, token = ada) {
  const paid = await submitHostedPage(await linkFor(orderId, token), {
    cardNumber: TEST_CARDS.success,
  });
  const transactionId = paid.redirect!.searchParams.get('transaction_id')!;
  return { transactionId, order: await verify(orderId, transactionId, token) };
}

describe('pay on delivery', () => {
  it('is offered in a flagged area under the cap, and places the order without a redirect', async () => {
    const orderId = await newOrder(ada, SMALL);
    expect(await options(orderId)).toMatchObject({ onDelivery: { offered: true, reason: null } });
    const stock = await stockOf(m.db, shop.productIds[GARRI]);

    const placed = await payOnDelivery(orderId);
    expect(placed.status).toBe(200);
    const order = await details(orderId);
    expect(order).toMatchObject({
      status: 'awaiting_payment',
      paymentStatus: 'unpaid',
      paymentMethod: 'on_delivery',
      vendorSubaccounts: [],
      cancellable: true,
    });
    expect(order.timeline.map((step) => step.status)).toEqual(['pending', 'awaiting_payment']);
    // Held without expiry; the cart is emptied of what was bought; no online payment now.
    const row = await orderRow(m.db, orderId);
    expect(row.reservedUntil).toBeNull();
    expect(await stockOf(m.db, shop.productIds[GARRI])).toBe(stock);
    expect(await cartOf(m.db, ada)).toEqual([]);
    expect(
      (await call(m.app, 'POST', api('initiate-payment'), { orderId }, { token: ada })).status,
    ).toBe(409);
    // A second click changes nothing and mails nothing more.
    expect((await payOnDelivery(orderId)).status).toBe(409);
    const mails = await orderMails(orderId);
    expect(mails.map((mail) => mail.key)).toEqual([`order:${orderId}:placed`]);
    expect(mails[0].text).toContain('Yellow garri 25kg (sold by Ijebu Garri Hub): 1 × ₦18,000.00');
    expect(mails[0].text).toContain('Payment method: Pay on delivery');
    expect(mails[0].html).toContain('<table');
  });

  it('is not offered where the area does not allow it, nor above the cap', async () => {
    const lekki = await newOrder(ada, SMALL);
    // newOrder ships to Ikeja; move this one to Lekki as the shipping step would have.
    await m.db.update(orders).set({ area: 'Lekki' }).where(eq(orders.orderId, lekki));
    expect(await options(lekki)).toEqual(
      expect.objectContaining({
        onDelivery: { offered: false, reason: LIFE_MESSAGES.payOnDeliveryArea('Lekki') },
      }),
    );
    expect(await payOnDelivery(lekki)).toMatchObject({
      status: 409,
      body: { message: LIFE_MESSAGES.payOnDeliveryArea('Lekki') },
    });

    const big = await newOrder(ada, [
      { index: RICE, qty: 1 },
      { index: GARRI, qty: 2 },
    ]);
    const message = LIFE_MESSAGES.payOnDeliveryCap(m.config.payOnDeliveryMaxKobo);
    expect(message).toBe('Pay on delivery is for orders up to ₦100,000.00. Please pay online.');
    expect(await payOnDelivery(big)).toMatchObject({ status: 409, body: { message } });
    expect((await orderRow(m.db, big)).status).toBe('pending');
  });
});

describe('the operations API', () => {
  it('is not reachable without the key, nor with a customer token', async () => {
    const orderId = await newOrder(ada, SMALL);
    expect(
      (await call(m.app, 'POST', `/api/operations/orders/${orderId}/processing`, {})).status,
    ).toBe(401);
    expect((await operate(orderId, 'processing', {}, ada)).status).toBe(401);
    expect((await orderRow(m.db, orderId)).status).toBe('pending');
  });

  it('moves a pay-on-delivery order to delivered, records payouts, and mails each step once', async () => {
    const orderId = await newOrder(ada, SMALL);
    expect((await payOnDelivery(orderId)).status).toBe(200);
    const { totalKobo, id } = await orderRow(m.db, orderId);

    expect(await operate(orderId, 'shipped', { trackingNote: 'GIG 123' })).toMatchObject({
      status: 409,
      body: { message: LIFE_MESSAGES.illegalMove('awaiting_payment', 'shipped') },
    });
    expect((await operate(orderId, 'processing')).status).toBe(200);
    expect(await operate(orderId, 'shipped')).toMatchObject({
      status: 400,
      body: { message: LIFE_MESSAGES.trackingNoteRequired },
    });
    // Two replicas shipping at once: one moves it, the other is told; one event, one e-mail.
    const [first, second] = await Promise.all([
      operate(orderId, 'shipped', { trackingNote: 'GIG Logistics 55012' }),
      operate(orderId, 'shipped', { trackingNote: 'GIG Logistics 55012' }),
    ]);
    expect([first.status, second.status].sort()).toEqual([200, 409]);
    expect((await cancel(orderId)).status).toBe(409);

    expect(await operate(orderId, 'delivered')).toMatchObject({
      status: 400,
      body: { message: LIFE_MESSAGES.amountCollectedRequired },
    });
    expect(await operate(orderId, 'delivered', { amountCollected: 1 })).toMatchObject({
      status: 400,
      body: { message: LIFE_MESSAGES.amountCollectedWrong(totalKobo) },
    });
    expect(
      await m.db.select().from(orderVendorPayouts).where(eq(orderVendorPayouts.orderId, id)),
    ).toEqual([]);
    const delivered = await operate(orderId, 'delivered', { amountCollected: totalKobo / 100 });
    expect(delivered.status).toBe(200);
    expect((await operate(orderId, 'delivered', { amountCollected: totalKobo / 100 })).status).toBe(
      409,
    );

    const order = await details(orderId);
    expect(order).toMatchObject({
      status: 'delivered',
      paymentStatus: 'paid',
      amountCollected: totalKobo / 100,
      trackingNote: 'GIG Logistics 55012',
      cancellable: false,
      vendorSubaccounts: [{ subaccountId: 'RS_IJEBU', payoutAmount: 17_100 }],
    });
    expect(order.timeline.map((step) => [step.status, step.note])).toEqual([
      ['pending', null],
      ['awaiting_payment', null],
      ['processing', null],
      ['shipped', 'GIG Logistics 55012'],
      ['delivered', `Collected ${formatNaira(totalKobo)}`],
    ]);
    expect((await orderMails(orderId)).map((mail) => mail.key).sort()).toEqual(
      ['delivered', 'placed', 'shipped'].map((step) => `order:${orderId}:${step}`),
    );
    expect(
      await m.db
        .select()
        .from(orderEvents)
        .where(and(eq(orderEvents.orderId, id), eq(orderEvents.status, 'shipped'))),
    ).toHaveLength(1);
  });

  it('refuses illegal moves with a 409 and a message', async () => {
    const orderId = await newOrder(ada, SMALL);
    for (const move of ['processing', 'shipped', 'delivered'])
      expect((await operate(orderId, move, { trackingNote: 'x' })).status).toBe(409);
    expect(await operate(orderId, 'refused')).toMatchObject({
      status: 409,
      body: { message: LIFE_MESSAGES.refusedOnlyOnDelivery },
    });
    expect((await operate('OJA-NOSUCHORDER', 'processing')).status).toBe(404);
    expect((await operate(orderId, 'processing', { amountCollected: 'lots' })).status).toBe(400);
  });
});

describe('cancellation and refunds', () => {
  it('cancels a paid order: stock comes back, the provider refunds it, both are mailed once', async () => {
    const orderId = await newOrder(ada, SMALL);
    const stockBefore = await stockOf(m.db, shop.productIds[GARRI]);
    const { order: paid, transactionId } = await payByCard(orderId);
    expect(paid).toMatchObject({ status: 'paid', paymentStatus: 'paid' });
    // The confirmation page asking again, as a reload would: still one "payment received".
    await verify(orderId, transactionId);

    const cancelled = await cancel(orderId);
    const { totalKobo } = await orderRow(m.db, orderId);
    expect(cancelled).toMatchObject({
      status: 200,
      body: { message: LIFE_MESSAGES.cancelledRefund(totalKobo) },
    });
    const order = await details(orderId);
    expect(order).toMatchObject({
      status: 'cancelled',
      cancellable: false,
      refund: { amount: totalKobo / 100, status: 'successful' },
    });
    // Held since the order was placed, taken for good when paid, back once cancelled.
    expect(await stockOf(m.db, shop.productIds[GARRI])).toBe(stockBefore + 1);
    const refunds = await m.db
      .select()
      .from(sandboxRefunds)
      .where(eq(sandboxRefunds.transactionId, Number(transactionId)));
    expect(refunds.map((refund) => refund.amountKobo)).toEqual([totalKobo]);
    expect((await cancel(orderId)).body).toEqual({
      message: LIFE_MESSAGES.notCancellable('cancelled'),
    });
    expect(
      await m.db
        .select()
        .from(sandboxRefunds)
        .where(eq(sandboxRefunds.transactionId, Number(transactionId))),
    ).toHaveLength(1);
    expect((await orderMails(orderId)).map((mail) => mail.key).sort()).toEqual(
      ['cancelled', 'paid', 'placed', 'refunded'].map((step) => `order:${orderId}:${step}`),
    );
  });

  it('cancels an unpaid order without a refund and gives its hold back', async () => {
    const orderId = await newOrder(ada, SMALL);
    const held = await stockOf(m.db, shop.productIds[GARRI]);
    expect(await cancel(orderId)).toMatchObject({
      status: 200,
      body: { message: LIFE_MESSAGES.cancelled },
    });
    expect(await stockOf(m.db, shop.productIds[GARRI])).toBe(held + 1);
    expect((await details(orderId)).refund).toBeNull();
    expect((await cancel(orderId, bola)).status).toBe(404);
  });

  it('the sandbox refuses a refund larger than what is left', async () => {
    const orderId = await newOrder(ada, SMALL);
    const { transactionId } = await payByCard(orderId);
    const refund = (amount: number) =>
      fetch(`${m.url}/sandbox/flutterwave/v3/transactions/${transactionId}/refund`, {
        method: 'POST',
        headers: {
          authorization: `Bearer ${m.app.config.flwSecretKey}`,
          'content-type': 'application/json',
        },
        body: JSON.stringify({ amount }),
      });
    const { totalKobo } = await orderRow(m.db, orderId);
    expect((await refund(totalKobo / 100 + 1)).status).toBe(400);
    expect((await refund(1)).status).toBe(200);
    expect((await refund(totalKobo / 100)).status).toBe(400);
  });
});

describe('refused at the door', () => {
  it('gives the stock back and offers only online payment to that customer from then on', async () => {
    const chi = await signUpVerified(m.app, m.db, 'chi@example.ng');
    const orderId = await newOrder(chi, SMALL);
    const held = await stockOf(m.db, shop.productIds[GARRI]);
    expect((await payOnDelivery(orderId, chi)).status).toBe(200);
    await operate(orderId, 'processing');
    await operate(orderId, 'shipped', { trackingNote: 'Kwik 9' });
    expect((await operate(orderId, 'refused')).status).toBe(200);
    expect((await operate(orderId, 'refused')).status).toBe(409);
    expect(await stockOf(m.db, shop.productIds[GARRI])).toBe(held + 1);
    expect((await details(orderId, chi)).status).toBe('refused');

    const next = await newOrder(chi, SMALL);
    expect(await options(next, chi)).toMatchObject({
      onDelivery: { offered: false, reason: LIFE_MESSAGES.payOnDeliveryRefused },
    });
    expect((await payOnDelivery(next, chi)).status).toBe(409);
    const mails = await mailsTo(m.db, 'chi@example.ng');
    expect(mails.filter((mail) => mail.subject.includes('not accepted'))).toHaveLength(1);
  });
});

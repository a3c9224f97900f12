import { eq, sql } from 'drizzle-orm';
import { initiatePaymentResponse, orderDetailsResponse } from '@/lib/contract';
import { orders, sandboxCheckouts } from '@/marketplace/db/schema';
import { recordLogs } from './harness';
import { TEST_CARDS, api, call, eventually, orderRow, submitHostedPage } from './orders-helpers';
import { paymentsSuite, type PaymentsState } from './payments-helpers';

jest.setTimeout(60_000);

/**
 * Issue 22 item 5: an order has at most one open checkout, and a payment that arrives for an order
 * that is already paid is recorded and flagged for refund, never silently kept. The sandbox's
 * webhooks go to the suite's recorder, so each test decides when the API hears of a charge.
 */
const logs = recordLogs();
const suite = paymentsSuite({ logger: logs.logger });
const { newOrder, initiate, linkFor, verify } = suite;
let m: PaymentsState['m'];
let recorder: PaymentsState['recorder'];
let ada: string;
beforeAll(() => {
  ({ m, recorder, ada } = suite.state);
});

const checkoutsOf = (orderId: string) =>
  m.db.select().from(sandboxCheckouts).where(eq(sandboxCheckouts.txRef, orderId));

/** Our record of the checkout runs out (the provider's own session may outlive it by moments). */
const expireCheckout = (orderId: string) =>
  m.db
    .update(orders)
    .set({ checkoutExpiresAt: sql`now() - interval '1 second'` })
    .where(eq(orders.orderId, orderId));

/** The sandbox's charge.completed webhook for a transaction, as the recorder received it. */
async function webhookOf(transactionId: string) {
  const isIt = (c: (typeof recorder.calls)[number]) =>
    String((c.body as { data: { id: number } }).data.id) === transactionId;
  await eventually(async () => recorder.calls.some(isIt));
  return recorder.calls.find(isIt)!.body;
}

const deliver = (body: unknown) =>
  call(m.app, 'POST', '/api/payments/webhook', body, {
    headers: { 'verif-hash': m.app.config.flwSecretHash },
  });

/**
 * The order's checkout opened a second time at the provider, with the same payload: what a second
 * initiate-payment did before this fix, and what a provider session that outlives our record of it
 * amounts to.
 */
async function secondCheckout(orderId: string) {
  const [first] = await checkoutsOf(orderId);
  return suite.sandboxCheckout(first.payload as object);
}

async function pay(link: string) {
  const paid = await submitHostedPage(link, { cardNumber: TEST_CARDS.success });
  expect(paid.redirect!.searchParams.get('status')).toBe('successful');
  return paid.redirect!.searchParams.get('transaction_id')!;
}

describe('one open checkout per order', () => {
  it('three calls at once, and any later call, answer one link while it is valid', async () => {
    const orderId = await newOrder();
    const together = await Promise.all([1, 2, 3].map(() => initiate(orderId)));
    const links = together.map((answer) => initiatePaymentResponse.parse(answer.body).data.link);
    expect(new Set(links).size).toBe(1);
    expect(await linkFor(orderId)).toBe(links[0]);
    const row = await orderRow(m.db, orderId);
    expect(row.checkoutLink).toBe(links[0]);
    const minutes = (row.checkoutExpiresAt!.getTime() - Date.now()) / 60_000;
    expect(minutes).toBeGreaterThan(m.config.orderReservationMinutes - 1);
    expect(minutes).toBeLessThanOrEqual(m.config.orderReservationMinutes);
  });

  it('a second call after the first answered opens no second checkout at the provider', async () => {
    const orderId = await newOrder();
    const first = await linkFor(orderId);
    expect(await linkFor(orderId)).toBe(first);
    expect(await checkoutsOf(orderId)).toHaveLength(1);
  });

  it('makes a new link once the old one expired, and the provider’s old page takes no payment', async () => {
    const orderId = await newOrder();
    const old = await linkFor(orderId);
    await expireCheckout(orderId);
    const fresh = await linkFor(orderId);
    expect(fresh).not.toBe(old);
    expect(await linkFor(orderId)).toBe(fresh);

    // The sandbox keeps Flutterwave's session_duration: past it, its page refuses to charge.
    const token = old.split('/').pop()!;
    await m.db
      .update(sandboxCheckouts)
      .set({ createdAt: sql`now() - make_interval(mins => ${m.config.orderReservationMinutes})` })
      .where(eq(sandboxCheckouts.token, token));
    expect((await fetch(old)).status).toBe(410);
    expect((await submitHostedPage(old, { cardNumber: TEST_CARDS.success })).status).toBe(410);
    expect(await suite.paymentsOf(orderId)).toEqual([]);
  });

  it('makes a new link after a failed attempt on the old one', async () => {
    const orderId = await newOrder();
    const old = await linkFor(orderId);
    const failed = await submitHostedPage(old, { cardNumber: TEST_CARDS.insufficientFunds });
    const transactionId = failed.redirect!.searchParams.get('transaction_id')!;
    expect((await verify(orderId, transactionId)).paymentStatus).toBe('failed');
    const fresh = await linkFor(orderId);
    expect(fresh).not.toBe(old);
    expect(await linkFor(orderId)).toBe(fresh);
    // The failure's webhook, retried, does not close the new checkout.
    await deliver(await webhookOf(transactionId));
    expect(await linkFor(orderId)).toBe(fresh);
  });
});

describe('a payment for an order already paid', () => {
  it('is recorded and flagged for refund: in the order’s payments and the API log', async () => {
    const orderId = await newOrder();
    const kept = await pay(await linkFor(orderId));
    expect((await verify(orderId, kept)).paymentStatus).toBe('paid');
    // The shopper, in another tab, pays the order's second checkout as well.
    const extra = await pay(await secondCheckout(orderId));

    // Its webhook, twice (a retry), and the confirmation page with its redirect's id.
    const body = await webhookOf(extra);
    for (let i = 0; i < 2; i++) expect((await deliver(body)).status).toBe(200);
    const order = await verify(orderId, extra);
    expect(order.paymentStatus).toBe('paid');
    expect(await suite.paymentsOf(orderId)).toHaveLength(2);
    expect((await orderRow(m.db, orderId)).transactionId).toBe(kept);
    expect(order.payments).toEqual([
      expect.objectContaining({ transactionId: kept, status: 'successful', refundDue: false }),
      expect.objectContaining({ transactionId: extra, status: 'successful', refundDue: true }),
    ]);
    expect(order.payments[1].amount).toBe(order.total);
    const warnings = logs.lines.filter((line) => line.transactionId === extra);
    expect(warnings).toEqual([
      expect.objectContaining({ level: 40, orderId, paidBy: kept, refundReason: 'already-paid' }),
    ]);
  });

  it('of two payments verified at the same time, one pays the order and the other is flagged', async () => {
    const orderId = await newOrder();
    const firstLink = await linkFor(orderId);
    const transactions = [await pay(firstLink), await pay(await secondCheckout(orderId))];
    const bodies = await Promise.all(transactions.map(webhookOf));
    const answers = await Promise.all(bodies.flatMap((body) => [deliver(body), deliver(body)]));
    expect(answers.map((answer) => answer.status)).toEqual([200, 200, 200, 200]);

    const details = await call(m.app, 'GET', api(`orders/details/${orderId}`), undefined, {
      token: ada,
    });
    const order = orderDetailsResponse.parse(details.body).order;
    expect(order.paymentStatus).toBe('paid');
    const paidBy = (await orderRow(m.db, orderId)).transactionId;
    expect(transactions).toContain(paidBy);
    expect(
      order.payments
        .map((p) => [p.transactionId, p.refundDue])
        .sort(([a], [b]) => (a < b ? -1 : 1)),
    ).toEqual(transactions.map((id) => [id, id !== paidBy]).sort(([a], [b]) => (a < b ? -1 : 1)));
  });
});

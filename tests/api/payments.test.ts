import { eq } from 'drizzle-orm';
import { COMMERCE_MESSAGES, initiatePaymentResponse } from '@/lib/contract';
import { orderVendorPayouts, sandboxCheckouts } from '@/marketplace/db/schema';
import {
  TEST_CARDS,
  call,
  cartOf,
  eventually,
  orderRow,
  stockOf,
  submitHostedPage,
} from './orders-helpers';
import { GARRI, paymentsSuite, RICE, type PaymentsState } from './payments-helpers';

jest.setTimeout(60_000);

const suite = paymentsSuite();
const { newOrder, initiate, linkFor, verify, paymentsOf, sandboxCheckout } = suite;
let m: PaymentsState['m'];
let shop: PaymentsState['shop'];
let recorder: PaymentsState['recorder'];
let ada: string;
let bola: string;
beforeAll(() => {
  ({ m, shop, recorder, ada, bola } = suite.state);
});

describe('initiate-payment', () => {
  it('builds the Flutterwave payload from the stored order, whatever the body says', async () => {
    const orderId = await newOrder();
    const response = await initiate(orderId, ada, {
      amount: 1,
      tx_ref: 'OJA-SOMETHINGELSE',
      subaccounts: [{ id: 'RS_THIEF', transaction_charge: 1_000_000 }],
    });
    expect(response.status).toBe(200);
    const { status, data } = initiatePaymentResponse.parse(response.body);
    expect(status).toBe('success');
    expect(data.link.startsWith(`${m.url}/sandbox/flutterwave/pay/`)).toBe(true);

    const token = data.link.split('/').pop()!;
    const [checkout] = await m.db
      .select()
      .from(sandboxCheckouts)
      .where(eq(sandboxCheckouts.token, token));
    const order = await orderRow(m.db, orderId);
    const payouts = await m.db
      .select()
      .from(orderVendorPayouts)
      .where(eq(orderVendorPayouts.orderId, order.id));
    expect(checkout.payload).toEqual({
      tx_ref: orderId,
      amount: order.totalKobo / 100,
      currency: 'NGN',
      redirect_url: `https://shop.example.ng/checkout/confirmation/${orderId}`,
      payment_options: 'card,banktransfer,ussd',
      session_duration: m.config.orderReservationMinutes,
      customer: { email: 'ada@example.ng', phonenumber: order.phoneNumber, name: 'Adaeze Okafor' },
      customizations: {
        title: 'Oja Market',
        description: expect.stringContaining(orderId),
        logo: 'https://shop.example.ng/icon.svg',
      },
      subaccounts: expect.arrayContaining(
        payouts.map((p) => ({
          id: p.subaccountId,
          transaction_charge_type: 'flat_subaccount',
          transaction_charge: p.payoutKobo / 100,
        })),
      ),
    });
    expect((checkout.payload as { subaccounts: unknown[] }).subaccounts).toHaveLength(2);
  });

  it('answers "No vendor subaccounts found." for an order of vendors without one', async () => {
    const orderId = await newOrder(bola, [{ index: 5, qty: 1 }]);
    expect(await initiate(orderId, bola)).toMatchObject({
      status: 400,
      body: { message: COMMERCE_MESSAGES.noVendorSubaccounts },
    });
    expect(await initiate('OJA-NOSUCHORDER', bola)).toMatchObject({
      status: 404,
      body: { message: COMMERCE_MESSAGES.orderDetailsNotFound },
    });
    expect((await initiate('', bola)).status).toBe(400);
  });

  it('refuses a sandbox call without the secret key', async () => {
    const response = await fetch(`${m.url}/sandbox/flutterwave/v3/payments`, {
      method: 'POST',
      headers: { authorization: 'Bearer wrong', 'content-type': 'application/json' },
      body: '{}',
    });
    expect(response.status).toBe(401);
  });
});

describe('the sandbox hosted page and verification', () => {
  it('pays with the success card: redirect, confirmation verify, webhook, all counted once', async () => {
    const orderId = await newOrder();
    const order = await orderRow(m.db, orderId);
    const stockAfterOrder = await stockOf(m.db, shop.productIds[RICE]);
    const link = await linkFor(orderId);

    const page = await fetch(link);
    expect(page.status).toBe(200);
    const html = await page.text();
    const naira = new Intl.NumberFormat('en-NG', { style: 'currency', currency: 'NGN' });
    expect(html).toContain(naira.format(order.totalKobo / 100));
    expect(html).toContain('RS_NGOZI');
    expect(html).toContain('RS_IJEBU');
    expect(html).toMatch(/<label for="cardNumber">/);

    const calls = recorder.calls.length;
    const paid = await submitHostedPage(link, { cardNumber: TEST_CARDS.success });
    expect(paid.status).toBe(303);
    const query = paid.redirect!.searchParams;
    expect(paid.redirect!.pathname).toBe(`/checkout/confirmation/${orderId}`);
    expect(query.get('status')).toBe('successful');
    expect(query.get('tx_ref')).toBe(orderId);
    const transactionId = query.get('transaction_id')!;
    expect(transactionId).toMatch(/^\d+$/);

    // The confirmation page's check.
    const confirmed = await verify(orderId, transactionId);
    expect(confirmed).toMatchObject({ paymentStatus: 'paid', status: 'paid' });
    expect(await cartOf(m.db, ada)).toEqual([]);

    // The webhook: retried after the recorder's 503 (on the first test that reaches it), signed.
    await eventually(async () =>
      recorder.calls
        .slice(calls)
        .some((c) => (c.body as { data: { id: number } }).data.id === Number(transactionId)),
    );
    const webhook = recorder.calls
      .filter((c) => (c.body as { data: { id: number } }).data.id === Number(transactionId))
      .at(-1)!;
    expect(webhook.headers['verif-hash']).toBe(m.app.config.flwSecretHash);
    expect(webhook.body).toMatchObject({
      event: 'charge.completed',
      data: { tx_ref: orderId, status: 'successful' },
    });

    // The same webhook twice more, and the confirmation again: nothing changes.
    for (let i = 0; i < 2; i++) {
      const delivered = await call(m.app, 'POST', '/api/payments/webhook', webhook.body, {
        headers: { 'verif-hash': m.app.config.flwSecretHash },
      });
      expect(delivered.status).toBe(200);
    }
    expect((await verify(orderId, transactionId)).paymentStatus).toBe('paid');
    expect(await paymentsOf(orderId)).toHaveLength(1);
    expect(await stockOf(m.db, shop.productIds[RICE])).toBe(stockAfterOrder);
    const row = await orderRow(m.db, orderId);
    expect(row).toMatchObject({ paymentStatus: 'paid', transactionId, reservedUntil: null });

    // Paid once: no second payment, and the hosted page no longer charges.
    expect(await initiate(orderId)).toMatchObject({ status: 409 });
    expect((await submitHostedPage(link, { cardNumber: TEST_CARDS.success })).status).toBe(409);
  });

  it('the webhook retried the event its receiver first answered with a 503', async () => {
    const idOf = (c: (typeof recorder.calls)[number]) =>
      (c.body as { data: { id: number } }).data.id;
    const first = idOf(recorder.calls[0]);
    // The retry comes after its back-off (50 ms here), which a busy machine can stretch.
    await eventually(async () => recorder.calls.filter((c) => idOf(c) === first).length >= 2);
    expect(recorder.calls.filter((c) => idOf(c) === first).length).toBeGreaterThanOrEqual(2);
  });

  it('a failing card marks the order failed; it can still be paid afterwards', async () => {
    const orderId = await newOrder();
    const link = await linkFor(orderId);
    const failed = await submitHostedPage(link, { cardNumber: TEST_CARDS.insufficientFunds });
    expect(failed.redirect!.searchParams.get('status')).toBe('failed');
    const transactionId = failed.redirect!.searchParams.get('transaction_id')!;
    expect((await verify(orderId, transactionId)).paymentStatus).toBe('failed');
    const [payment] = await paymentsOf(orderId);
    expect(payment).toMatchObject({ status: 'failed', transactionId });
    expect((await cartOf(m.db, ada)).length).toBeGreaterThan(0);

    const declined = await submitHostedPage(link, { cardNumber: '4111 1111 1111 1111' });
    expect(declined.redirect!.searchParams.get('status')).toBe('failed');

    const retry = await submitHostedPage(await linkFor(orderId), {
      cardNumber: TEST_CARDS.success,
    });
    // No transaction id: the order's latest transaction is found by its reference.
    expect(retry.redirect!.searchParams.get('status')).toBe('successful');
    expect((await verify(orderId)).paymentStatus).toBe('paid');
  });

  it('cancel redirects without a transaction, and the order stays unpaid', async () => {
    const orderId = await newOrder();
    const cancelled = await submitHostedPage(await linkFor(orderId), {
      cardNumber: '',
      action: 'cancel',
    });
    expect(cancelled.status).toBe(303);
    expect(cancelled.redirect!.searchParams.get('status')).toBe('cancelled');
    expect(cancelled.redirect!.searchParams.has('transaction_id')).toBe(false);
    expect(await verify(orderId)).toMatchObject({ paymentStatus: 'unpaid', status: 'pending' });
  });

  it('a card form with a missing field is answered on the page, and charges nothing', async () => {
    const orderId = await newOrder();
    const link = await linkFor(orderId);
    const incomplete = await submitHostedPage(link, { cardNumber: TEST_CARDS.success, cvv: '' });
    expect(incomplete.status).toBe(400);
    expect(incomplete.html).toContain('role="alert"');
    expect((await verify(orderId)).paymentStatus).toBe('unpaid');
  });

  it('does not pay an order with a successful transaction of the wrong amount or currency: it is flagged for refund', async () => {
    const orderId = await newOrder();
    const order = await orderRow(m.db, orderId);
    const base = {
      tx_ref: orderId,
      redirect_url: `https://shop.example.ng/checkout/confirmation/${orderId}`,
      customer: { email: 'ada@example.ng' },
    };
    for (const wrong of [
      { amount: (order.totalKobo - 1) / 100, currency: 'NGN' },
      { amount: order.totalKobo / 100, currency: 'USD' },
    ]) {
      const link = await sandboxCheckout({ ...base, ...wrong });
      const paid = await submitHostedPage(link, { cardNumber: TEST_CARDS.success });
      expect(paid.redirect!.searchParams.get('status')).toBe('successful');
      const transactionId = paid.redirect!.searchParams.get('transaction_id')!;
      expect((await verify(orderId, transactionId)).paymentStatus).toBe('failed');
    }
    const recorded = await paymentsOf(orderId);
    expect(recorded.map((p) => p.refundReason)).toEqual(['wrong-amount', 'wrong-amount']);
  });

  it('does not pay an order with another order’s transaction, nor with a forged redirect', async () => {
    const paidOrder = await newOrder(bola, [{ index: GARRI, qty: 1 }]);
    const paid = await submitHostedPage(await linkFor(paidOrder, bola), {
      cardNumber: TEST_CARDS.success,
    });
    const otherTransaction = paid.redirect!.searchParams.get('transaction_id')!;

    const orderId = await newOrder(bola, [{ index: GARRI, qty: 1 }]);
    expect((await verify(orderId, otherTransaction, bola)).paymentStatus).toBe('unpaid');
    expect((await verify(orderId, '999999', bola)).paymentStatus).toBe('unpaid');
    expect((await verify(orderId, undefined, bola)).paymentStatus).toBe('unpaid');
    expect(await paymentsOf(orderId)).toEqual([]);
  });
});

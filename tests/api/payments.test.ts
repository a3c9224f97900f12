import { eq } from 'drizzle-orm';
import {
  COMMERCE_MESSAGES,
  createOrderResponse,
  initiatePaymentResponse,
  orderDetailsResponse,
} from '@/lib/contract';
import { SANDBOX_SECRET_HASH, SANDBOX_SECRET_KEY } from '@/marketplace/config';
import { orderVendorPayouts, payments, sandboxCheckouts } from '@/marketplace/db/schema';
import type { TestMarketplace } from './harness';
import {
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
  startWebhookRecorder,
  stockOf,
  submitHostedPage,
  type Shop,
} from './orders-helpers';

jest.setTimeout(60_000);

let m: TestMarketplace & { url: string };
let shop: Shop;
let recorder: Awaited<ReturnType<typeof startWebhookRecorder>>;
let ada: string;
let bola: string;
beforeAll(async () => {
  // The sandbox's webhooks go to a recorder here (its first answer a 503, to see the retry), so
  // that each test decides when, and with which header, a webhook reaches the API.
  recorder = await startWebhookRecorder(1);
  m = await startListeningMarketplace({ PAYMENT_WEBHOOK_URL: recorder.url });
  shop = await insertShop(m.db);
  ada = await signUpVerified(m.app, m.db, 'ada@example.ng');
  bola = await signUpVerified(m.app, m.db, 'bola@example.ng');
});
afterAll(async () => {
  await m.close();
  await recorder.close();
});

const [RICE, GARRI] = [0, 1];

async function newOrder(
  token = ada,
  lines = [
    { index: RICE, qty: 1 },
    { index: GARRI, qty: 2 },
  ],
) {
  await fillCart(
    m.db,
    token,
    lines.map((l) => ({ productId: shop.productIds[l.index], qty: l.qty })),
  );
  const response = await call(m.app, 'POST', api('orders'), shippingTo('Ikeja'), { token });
  if (response.status !== 201) throw new Error(JSON.stringify(response.body));
  return createOrderResponse.parse(response.body).order.orderId;
}

async function initiate(orderId: string, token = ada, extra: object = {}) {
  const response = await call(
    m.app,
    'POST',
    api('initiate-payment'),
    { orderId, ...extra },
    {
      token,
    },
  );
  return response;
}

async function linkFor(orderId: string, token = ada) {
  const response = await initiate(orderId, token);
  expect(response.status).toBe(200);
  return initiatePaymentResponse.parse(response.body).data.link;
}

async function verify(orderId: string, transactionId?: string, token = ada) {
  const response = await call(
    m.app,
    'POST',
    api(`orders/${orderId}/verify-payment`),
    transactionId === undefined ? {} : { transactionId },
    { token },
  );
  expect(response.status).toBe(200);
  return orderDetailsResponse.parse(response.body).order;
}

const paymentsOf = async (orderId: string) => {
  const order = await orderRow(m.db, orderId);
  return m.db.select().from(payments).where(eq(payments.orderId, order.id));
};

/** Creates a checkout at the sandbox directly, as a client other than the marketplace could. */
async function sandboxCheckout(payload: object) {
  const response = await fetch(`${m.url}/sandbox/flutterwave/v3/payments`, {
    method: 'POST',
    headers: { authorization: `Bearer ${SANDBOX_SECRET_KEY}`, 'content-type': 'application/json' },
    body: JSON.stringify(payload),
  });
  expect(response.status).toBe(200);
  return ((await response.json()) as { data: { link: string } }).data.link;
}

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
    expect(confirmed).toMatchObject({ paymentStatus: 'paid', status: 'processing' });
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
    expect(webhook.headers['verif-hash']).toBe(SANDBOX_SECRET_HASH);
    expect(webhook.body).toMatchObject({
      event: 'charge.completed',
      data: { tx_ref: orderId, status: 'successful' },
    });

    // The same webhook twice more, and the confirmation again: nothing changes.
    for (let i = 0; i < 2; i++) {
      const delivered = await call(m.app, 'POST', '/api/payments/webhook', webhook.body, {
        headers: { 'verif-hash': SANDBOX_SECRET_HASH },
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

  it('does not pay an order with a successful transaction of the wrong amount or currency', async () => {
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
      expect((await verify(orderId, transactionId)).paymentStatus).toBe('unpaid');
    }
    expect(await paymentsOf(orderId)).toHaveLength(2);
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

describe('at the same time', () => {
  it('five copies of the webhook and two confirmations at once pay the order once', async () => {
    const orderId = await newOrder();
    const stock = await stockOf(m.db, shop.productIds[RICE]);
    const calls = recorder.calls.length;
    const paid = await submitHostedPage(await linkFor(orderId), { cardNumber: TEST_CARDS.success });
    const transactionId = paid.redirect!.searchParams.get('transaction_id')!;
    await eventually(async () =>
      recorder.calls
        .slice(calls)
        .some((c) => (c.body as { data: { id: number } }).data.id === Number(transactionId)),
    );
    const body = recorder.calls.find(
      (c) => (c.body as { data: { id: number } }).data.id === Number(transactionId),
    )!.body;
    const answers = await Promise.all([
      ...Array.from({ length: 5 }, () =>
        call(m.app, 'POST', '/api/payments/webhook', body, {
          headers: { 'verif-hash': SANDBOX_SECRET_HASH },
        }),
      ),
      call(
        m.app,
        'POST',
        api(`orders/${orderId}/verify-payment`),
        { transactionId },
        { token: ada },
      ),
      call(m.app, 'POST', api(`orders/${orderId}/verify-payment`), {}, { token: ada }),
    ]);
    expect(answers.map((a) => a.status)).toEqual(Array(7).fill(200));
    expect(await paymentsOf(orderId)).toHaveLength(1);
    expect((await orderRow(m.db, orderId)).paymentStatus).toBe('paid');
    expect(await stockOf(m.db, shop.productIds[RICE])).toBe(stock);
  });
});

describe('the sandbox page', () => {
  it('escapes what the payload says', async () => {
    const link = await sandboxCheckout({
      tx_ref: 'OJA-ESCAPE',
      amount: 100,
      currency: 'NGN',
      redirect_url: 'https://shop.example.ng/checkout/confirmation/OJA-ESCAPE',
      customer: { email: 'x@example.ng', name: '<script>alert(1)</script>' },
      customizations: { title: '"><img src=x onerror=alert(1)>', description: '', logo: '' },
    });
    const html = await (await fetch(link)).text();
    expect(html).not.toContain('<script>alert(1)');
    expect(html).not.toContain('<img src=x');
    expect(html).toContain('&lt;script&gt;');
    expect((await fetch(`${m.url}/sandbox/flutterwave/pay/nosuchlink`)).status).toBe(404);
  });
});

describe('the webhook', () => {
  it('refuses a wrong or missing verif-hash with 401, and changes nothing', async () => {
    const orderId = await newOrder();
    const calls = recorder.calls.length;
    const paid = await submitHostedPage(await linkFor(orderId), { cardNumber: TEST_CARDS.success });
    const transactionId = Number(paid.redirect!.searchParams.get('transaction_id'));
    await eventually(async () =>
      recorder.calls
        .slice(calls)
        .some((c) => (c.body as { data: { id: number } }).data.id === transactionId),
    );
    const body = recorder.calls.find(
      (c) => (c.body as { data: { id: number } }).data.id === transactionId,
    )!.body;

    const wrongHeaders: Record<string, string>[] = [
      { 'verif-hash': 'wrong' },
      { 'verif-hash': `${SANDBOX_SECRET_HASH}x` },
      {},
    ];
    for (const headers of wrongHeaders) {
      const refused = await call(m.app, 'POST', '/api/payments/webhook', body, { headers });
      expect(refused.status).toBe(401);
    }
    expect((await orderRow(m.db, orderId)).paymentStatus).toBe('unpaid');
    expect(await paymentsOf(orderId)).toEqual([]);

    // The status in the body is not believed either: the provider is asked.
    const forged = {
      event: 'charge.completed',
      data: { id: 424242, tx_ref: orderId, status: 'successful' },
    };
    const ignored = await call(m.app, 'POST', '/api/payments/webhook', forged, {
      headers: { 'verif-hash': SANDBOX_SECRET_HASH },
    });
    expect(ignored.status).toBe(200);
    expect((await orderRow(m.db, orderId)).paymentStatus).toBe('unpaid');

    const accepted = await call(m.app, 'POST', '/api/payments/webhook', body, {
      headers: { 'verif-hash': SANDBOX_SECRET_HASH },
    });
    expect(accepted.status).toBe(200);
    expect((await orderRow(m.db, orderId)).paymentStatus).toBe('paid');
  });
});

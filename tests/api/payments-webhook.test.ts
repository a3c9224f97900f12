import {
  TEST_CARDS,
  api,
  call,
  eventually,
  orderRow,
  stockOf,
  submitHostedPage,
} from './orders-helpers';
import { paymentsSuite, RICE, type PaymentsState } from './payments-helpers';

jest.setTimeout(60_000);

const suite = paymentsSuite();
const { newOrder, linkFor, paymentsOf, sandboxCheckout } = suite;
let m: PaymentsState['m'];
let shop: PaymentsState['shop'];
let recorder: PaymentsState['recorder'];
let ada: string;
beforeAll(() => {
  ({ m, shop, recorder, ada } = suite.state);
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
          headers: { 'verif-hash': m.app.config.flwSecretHash },
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
      { 'verif-hash': `${m.app.config.flwSecretHash}x` },
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
      headers: { 'verif-hash': m.app.config.flwSecretHash },
    });
    expect(ignored.status).toBe(200);
    expect((await orderRow(m.db, orderId)).paymentStatus).toBe('unpaid');

    const accepted = await call(m.app, 'POST', '/api/payments/webhook', body, {
      headers: { 'verif-hash': m.app.config.flwSecretHash },
    });
    expect(accepted.status).toBe(200);
    expect((await orderRow(m.db, orderId)).paymentStatus).toBe('paid');
  });
});

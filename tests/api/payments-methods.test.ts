import { eq } from 'drizzle-orm';
import { sandboxTransactions } from '@/marketplace/db/schema';
import { call, eventually, orderRow } from './orders-helpers';
import { paymentsSuite, type PaymentsState } from './payments-helpers';

jest.setTimeout(60_000);

/** Bank transfer and USSD on the sandbox's hosted page (issue 26.1, decision 039). */
const suite = paymentsSuite();
const { newOrder, linkFor, verify, paymentsOf, sandboxCheckout } = suite;
let m: PaymentsState['m'];
let recorder: PaymentsState['recorder'];
beforeAll(() => {
  ({ m, recorder } = suite.state);
});

/** Posts one of the hosted page's forms as a browser would. */
async function submit(link: string, fields: Record<string, string>) {
  const response = await fetch(link, {
    method: 'POST',
    redirect: 'manual',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams(fields).toString(),
  });
  const location = response.headers.get('location');
  return {
    status: response.status,
    html: location ? '' : await response.text(),
    redirect: location ? new URL(location) : undefined,
  };
}

const transfer = (link: string, amount: string) =>
  submit(link, { method: 'banktransfer', action: 'transfer', amount });

type Webhook = { data: { id: number; payment_type: string }; 'event.type': string };

/** The sandbox's charge.completed webhook of a transaction, once the recorder has it. */
async function webhookOf(transactionId: string): Promise<Webhook> {
  const find = () =>
    recorder.calls
      .map((c) => c.body as Webhook)
      .find((body) => body.data.id === Number(transactionId));
  await eventually(async () => find() !== undefined);
  return find()!;
}

const deliver = (body: unknown) =>
  call(m.app, 'POST', '/api/payments/webhook', body, {
    headers: { 'verif-hash': m.app.config.flwSecretHash },
  });

const transactionsOf = (txRef: string) =>
  m.db.select().from(sandboxTransactions).where(eq(sandboxTransactions.txRef, txRef));

const nairaText = (kobo: number) =>
  new Intl.NumberFormat('en-NG', { style: 'currency', currency: 'NGN' }).format(kobo / 100);

describe('bank transfer', () => {
  it('shows the account, bank, exact amount and expiry; the bank’s confirmation pays the order', async () => {
    const orderId = await newOrder();
    const order = await orderRow(m.db, orderId);
    const link = await linkFor(orderId);
    const html = await (await fetch(link)).text();
    expect(html).toContain('Pay with bank transfer');
    expect(html).toMatch(/data-testid="transfer-account">99\d{8}</);
    expect(html).toContain('Sandbox Bank (test)');
    expect(html).toContain(`${nairaText(order.totalKobo)} exactly`);
    expect(html).toMatch(/<time datetime="[^"]+">/);
    expect(html).toContain(`value="${(order.totalKobo / 100).toFixed(2)}"`);

    const paid = await transfer(link, (order.totalKobo / 100).toFixed(2));
    expect(paid.status).toBe(303);
    expect(paid.redirect!.pathname).toBe(`/checkout/confirmation/${orderId}`);
    expect(paid.redirect!.searchParams.get('status')).toBe('successful');
    const transactionId = paid.redirect!.searchParams.get('transaction_id')!;

    const confirmed = await verify(orderId, transactionId);
    expect(confirmed).toMatchObject({ paymentStatus: 'paid', paymentType: 'bank_transfer' });
    expect((await orderRow(m.db, orderId)).paymentType).toBe('bank_transfer');

    const webhook = await webhookOf(transactionId);
    expect(webhook).toMatchObject({
      event: 'charge.completed',
      'event.type': 'BANK_TRANSFER_TRANSACTION',
      data: { payment_type: 'bank_transfer', status: 'successful', tx_ref: orderId },
    });
    expect((await deliver(webhook)).body).toEqual({ status: 'success', outcome: 'paid' });
    expect(await paymentsOf(orderId)).toHaveLength(1);
  });

  it('a transfer of the wrong amount is not marked paid: flagged for refund, and the order can be paid again', async () => {
    const orderId = await newOrder();
    const order = await orderRow(m.db, orderId);
    const link = await linkFor(orderId);
    const short = await transfer(link, ((order.totalKobo - 10_000) / 100).toFixed(2));
    expect(short.redirect!.searchParams.get('status')).toBe('successful');
    const shortId = short.redirect!.searchParams.get('transaction_id')!;
    const webhook = await webhookOf(shortId);
    expect(webhook.data).toMatchObject({ amount: (order.totalKobo - 10_000) / 100 });

    // Through the webhook alone: verified with the provider, which tells the amount.
    expect((await deliver(webhook)).body).toEqual({ status: 'success', outcome: 'wrong-amount' });
    const after = await verify(orderId, shortId);
    expect(after).toMatchObject({ paymentStatus: 'failed', status: 'pending', paymentType: null });
    expect(after.payments).toEqual([
      expect.objectContaining({
        transactionId: shortId,
        status: 'successful',
        amount: (order.totalKobo - 10_000) / 100,
        refundDue: true,
        refundReason: 'wrong-amount',
      }),
    ]);
    // The link took a payment, so it takes no other; a fresh checkout is made.
    const row = await orderRow(m.db, orderId);
    expect(row.checkoutLink).toBeNull();
    const second = await linkFor(orderId);
    expect(second).not.toBe(link);

    // More than the total is as wrong as less.
    const over = await transfer(second, ((order.totalKobo + 100) / 100).toFixed(2));
    const overId = over.redirect!.searchParams.get('transaction_id')!;
    expect((await verify(orderId, overId)).paymentStatus).toBe('failed');

    const third = await linkFor(orderId);
    const exact = await transfer(third, (order.totalKobo / 100).toFixed(2));
    const exactId = exact.redirect!.searchParams.get('transaction_id')!;
    expect(await verify(orderId, exactId)).toMatchObject({
      paymentStatus: 'paid',
      paymentType: 'bank_transfer',
    });
    const recorded = await paymentsOf(orderId);
    expect(recorded.map((p) => [p.transactionId, p.refundReason])).toEqual([
      [shortId, 'wrong-amount'],
      [overId, 'wrong-amount'],
      [exactId, null],
    ]);
  });

  it('an amount that is not one is answered on the page and charges nothing', async () => {
    const orderId = await newOrder();
    const link = await linkFor(orderId);
    for (const amount of ['', 'abc', '-5', '0', '12.345']) {
      const refused = await transfer(link, amount);
      expect(refused.status).toBe(400);
      expect(refused.html).toContain('role="alert"');
    }
    expect(await transactionsOf(orderId)).toEqual([]);
    expect((await verify(orderId)).paymentStatus).toBe('unpaid');
  });
});

describe('USSD', () => {
  it('shows a bank picker, then a dial code; the bank’s confirmation pays through the webhook', async () => {
    const orderId = await newOrder();
    const link = await linkFor(orderId);
    const html = await (await fetch(link)).text();
    expect(html).toContain('Pay with USSD');
    expect(html).toContain('<option value="gtbank">GTBank (*737#)</option>');

    const noBank = await submit(link, { method: 'ussd', action: 'ussd-code', bank: '' });
    expect(noBank.status).toBe(400);
    const coded = await submit(link, { method: 'ussd', action: 'ussd-code', bank: 'gtbank' });
    expect(coded.status).toBe(200);
    expect(coded.html).toMatch(/data-testid="ussd-code">\*737\*000\*\d{4,}#</);
    expect(await transactionsOf(orderId)).toEqual([]);

    const paid = await submit(link, { method: 'ussd', action: 'ussd', bank: 'gtbank' });
    expect(paid.status).toBe(303);
    const transactionId = paid.redirect!.searchParams.get('transaction_id')!;
    const webhook = await webhookOf(transactionId);
    expect(webhook).toMatchObject({
      'event.type': 'USSD_TRANSACTION',
      data: { payment_type: 'ussd', status: 'successful' },
    });
    expect((await deliver(webhook)).body).toEqual({ status: 'success', outcome: 'paid' });
    expect(await orderRow(m.db, orderId)).toMatchObject({
      paymentStatus: 'paid',
      paymentType: 'ussd',
      transactionId,
    });
  });
});

describe('payment_options', () => {
  const base = (txRef: string) => ({
    tx_ref: txRef,
    amount: 1500,
    currency: 'NGN',
    redirect_url: `https://shop.example.ng/checkout/confirmation/${txRef}`,
    customer: { email: 'x@example.ng' },
  });

  it('the page offers only the methods named; another is refused and charges nothing', async () => {
    const link = await sandboxCheckout({ ...base('OJA-CARDONLY'), payment_options: 'card' });
    const html = await (await fetch(link)).text();
    expect(html).toContain('Pay with card');
    expect(html).not.toContain('Pay with bank transfer');
    expect(html).not.toContain('Pay with USSD');
    const refused = await transfer(link, '1500.00');
    expect(refused.status).toBe(400);
    expect(refused.html).toContain('not offered');
    expect(await transactionsOf('OJA-CARDONLY')).toEqual([]);
  });

  it('an unknown method is a 400', async () => {
    const response = await fetch(`${m.url}/sandbox/flutterwave/v3/payments`, {
      method: 'POST',
      headers: {
        authorization: `Bearer ${m.app.config.flwSecretKey}`,
        'content-type': 'application/json',
      },
      body: JSON.stringify({ ...base('OJA-PAYPAL'), payment_options: 'card,paypal' }),
    });
    expect(response.status).toBe(400);
    expect(((await response.json()) as { message: string }).message).toMatch(/paypal/);
  });
});

import { eq, sql } from 'drizzle-orm';
import { orderDetailsResponse } from '@/lib/contract';
import {
  createPayLinkResponse,
  PAY_LINK_MESSAGES,
  payLinkPayResponse,
  payLinkView,
} from '@/lib/contract/pay-links';
import { orders, payLinks, sandboxCheckouts } from '@/marketplace/db/schema';
import { mailsTo } from './accounts-helpers';
import {
  TEST_CARDS,
  api,
  call,
  eventually,
  orderRow,
  stockOf,
  submitHostedPage,
} from './orders-helpers';
import { RICE, paymentsSuite, type PaymentsState } from './payments-helpers';

jest.setTimeout(60_000);

/**
 * "Ask someone to pay" (issue 41 part 1, decision 061): a shopper's link to an unpaid order that
 * anyone may open and pay without an account, verified as the shopper's own payment is.
 */
// The payer's calls in this file all come from one address; the limits' own tests use others.
const suite = paymentsSuite(
  {},
  { PAY_LINK_VIEWS_PER_MINUTE: '1000', PAY_LINK_PAYMENTS_PER_MINUTE: '30' },
);
const { newOrder, linkFor, verify, paymentsOf } = suite;
let m: PaymentsState['m'];
let shop: PaymentsState['shop'];
let ada: string;
let bola: string;
beforeAll(() => {
  ({ m, shop, ada, bola } = suite.state);
});

const askToPay = (orderId: string, shopperName = 'Mama Ada', token = ada) =>
  call(m.app, 'POST', api(`orders/${orderId}/pay-link`), { shopperName }, { token });

async function newLink(orderId: string, shopperName = 'Mama Ada') {
  const response = await askToPay(orderId, shopperName);
  expect(response.status).toBe(201);
  const { payLink } = createPayLinkResponse.parse(response.body);
  return { ...payLink, token: new URL(payLink.url).pathname.split('/').pop()! };
}

/** The payer: no token, their own address. */
const payer = { remoteAddress: '203.0.113.7' };
const view = (token: string) => call(m.app, 'GET', api(`pay-links/${token}`), undefined, payer);
const startPaying = (token: string, body: object = {}) =>
  call(m.app, 'POST', api(`pay-links/${token}/pay`), body, payer);
const verifyThroughLink = (token: string, transactionId?: string) =>
  call(
    m.app,
    'POST',
    api(`pay-links/${token}/verify`),
    transactionId ? { transactionId } : {},
    payer,
  );

async function details(orderId: string, token = ada) {
  const response = await call(m.app, 'GET', api(`orders/details/${orderId}`), undefined, {
    token,
  });
  return orderDetailsResponse.parse(response.body).order;
}

const checkoutOf = async (link: string) => {
  const [checkout] = await m.db
    .select()
    .from(sandboxCheckouts)
    .where(eq(sandboxCheckouts.token, link.split('/').pop()!));
  return checkout;
};

describe('making a link', () => {
  it('answers the link once, keeps only its hash, and the order shows it open', async () => {
    const orderId = await newOrder();
    const link = await newLink(orderId);
    expect(link.url).toMatch(/^https:\/\/shop\.example\.ng\/pay\/[A-Za-z0-9_-]{43}$/);
    expect(link.shopperName).toBe('Mama Ada');
    const order = await orderRow(m.db, orderId);
    expect(new Date(link.expiresAt).getTime()).toBe(order.reservedUntil!.getTime());

    const stored = await m.db.select().from(payLinks).where(eq(payLinks.orderId, order.id));
    expect(stored).toHaveLength(1);
    expect(stored[0].tokenHash).toMatch(/^[0-9a-f]{64}$/);
    expect(JSON.stringify(stored)).not.toContain(link.token);

    const shown = await details(orderId);
    expect(shown.payLink).toMatchObject({ state: 'open', shopperName: 'Mama Ada' });
    expect(shown.paidBySomeoneElse).toBe(false);
    // The receipt of a placed order went out, as PLACE ORDER sends it.
    const [placed] = await mailsTo(m.db, 'ada@example.ng');
    expect(placed.subject).toBe(`We received your order ${orderId}`);
  });

  it('keeps one active link per order, even when two are made at once', async () => {
    const orderId = await newOrder();
    const first = await newLink(orderId);
    const [a, b] = await Promise.all([askToPay(orderId), askToPay(orderId)]);
    expect([a.status, b.status]).toEqual([201, 201]);
    const order = await orderRow(m.db, orderId);
    const rows = await m.db.select().from(payLinks).where(eq(payLinks.orderId, order.id));
    expect(rows).toHaveLength(3);
    expect(rows.filter((row) => row.revokedAt === null)).toHaveLength(1);
    // The first link says where to look instead.
    const old = payLinkView.parse((await view(first.token)).body);
    expect(old).toMatchObject({ state: 'renewed', order: null });
    expect(old.message).toBe(PAY_LINK_MESSAGES.state.renewed);
  });

  it("refuses another shopper's order, a bad name, and a paid order", async () => {
    const orderId = await newOrder();
    expect((await askToPay(orderId, 'Bola', bola)).status).toBe(404);
    expect(await askToPay(orderId, '   ')).toMatchObject({
      status: 400,
      body: { message: PAY_LINK_MESSAGES.nameRequired },
    });
    expect((await askToPay(orderId, 'x'.repeat(41))).status).toBe(400);
    await m.db
      .update(orders)
      .set({ paymentStatus: 'paid', status: 'paid' })
      .where(eq(orders.orderId, orderId));
    expect((await askToPay(orderId)).status).toBe(409);
  });

  it('takes the stock again and holds it afresh when the last hold had run out', async () => {
    const orderId = await newOrder(ada, [{ index: RICE, qty: 2 }]);
    const rice = shop.productIds[RICE];
    const held = await stockOf(m.db, rice);
    // The sweep gave the hold back.
    await m.db.update(orders).set({ reservedUntil: null }).where(eq(orders.orderId, orderId));
    await m.db.execute(sql`update products set quantity = quantity + 2 where id = ${rice}`);
    const link = await newLink(orderId);
    expect(await stockOf(m.db, rice)).toBe(held);
    expect(new Date(link.expiresAt).getTime()).toBeGreaterThan(Date.now() + 25 * 60_000);
  });
});

describe('the payer', () => {
  it('sees the items, total and delivery state, never the address, phone or e-mail', async () => {
    const orderId = await newOrder();
    const link = await newLink(orderId, 'Ada');
    const response = await view(link.token);
    expect(response.status).toBe(200);
    expect(response.headers['cache-control']).toBe('private, no-store');
    const shown = payLinkView.parse(response.body);
    const order = await orderRow(m.db, orderId);
    expect(shown).toMatchObject({
      state: 'open',
      shopperName: 'Ada',
      siteName: 'Oja Market',
      paidHere: false,
      order: { total: order.totalKobo / 100, deliveryState: 'Lagos', status: 'pending' },
    });
    expect(shown.order!.items.map((item) => item.productTitle)).toEqual([
      'Ofada rice 50kg',
      'Yellow garri 25kg',
    ]);
    const text = JSON.stringify(response.body);
    for (const secret of [order.address, order.phoneNumber, order.email, order.lastName, orderId])
      expect(text).not.toContain(secret);
  });

  it('pays with the test card: back to the link, verified, paid by someone else, mails sent', async () => {
    const orderId = await newOrder();
    const link = await newLink(orderId, 'Mama Ada');
    const started = await startPaying(link.token, {
      email: 'chidi@example.com',
      redirect_url: 'https://evil.example/steal',
    });
    expect(started.status).toBe(200);
    const provider = payLinkPayResponse.parse(started.body).data.link;
    // A second tap opens no second checkout.
    expect(payLinkPayResponse.parse((await startPaying(link.token)).body).data.link).toBe(provider);

    const checkout = await checkoutOf(provider);
    const order = await orderRow(m.db, orderId);
    expect(checkout.redirectUrl).toBe(link.url);
    expect(checkout.payload).toMatchObject({
      tx_ref: orderId,
      amount: order.totalKobo / 100,
      customer: { email: 'chidi@example.com', name: 'Paying for Mama Ada' },
    });
    const page = await (await fetch(provider)).text();
    expect(page).not.toContain('ada@example.ng');
    expect(page).not.toContain('Okafor');

    const paid = await submitHostedPage(provider, { cardNumber: TEST_CARDS.success });
    expect(paid.redirect!.toString().startsWith(`${link.url}?`)).toBe(true);
    const transactionId = paid.redirect!.searchParams.get('transaction_id')!;
    const back = payLinkView.parse((await verifyThroughLink(link.token, transactionId)).body);
    expect(back).toMatchObject({ state: 'paid', paidHere: true, order: { status: 'paid' } });

    const shopperView = await details(orderId);
    expect(shopperView).toMatchObject({
      paymentStatus: 'paid',
      paidBySomeoneElse: true,
      payLink: { state: 'paid' },
    });
    expect(await paymentsOf(orderId)).toHaveLength(1);

    const [shopperMail] = await mailsTo(m.db, 'ada@example.ng');
    expect(shopperMail.subject).toBe(`Paid by someone else: order ${orderId}`);
    const [receipt] = await mailsTo(m.db, 'chidi@example.com');
    expect(receipt.subject).toContain("for Mama Ada's order");
    expect(receipt.text).toContain(`Payment reference: ${transactionId}`);
    for (const secret of [order.address, order.phoneNumber, order.email, orderId])
      expect(receipt.text).not.toContain(secret);
    // Verified again (a reload, the webhook): nothing more is mailed or recorded.
    await verifyThroughLink(link.token, transactionId);
    await verify(orderId, transactionId);
    expect(await mailsTo(m.db, 'chidi@example.com')).toHaveLength(1);
  });

  it("the provider's webhook alone tells it was paid through the link", async () => {
    const orderId = await newOrder();
    const link = await newLink(orderId);
    const provider = payLinkPayResponse.parse((await startPaying(link.token)).body).data.link;
    const paid = await submitHostedPage(provider, { cardNumber: TEST_CARDS.success });
    const id = Number(paid.redirect!.searchParams.get('transaction_id'));
    const { recorder } = suite.state;
    await eventually(async () =>
      recorder.calls.some((c) => (c.body as { data: { id: number } }).data.id === id),
    );
    const webhook = recorder.calls.find(
      (c) => (c.body as { data: { id: number } }).data.id === id,
    )!;
    expect(webhook.body).toMatchObject({ data: { meta: { pay_link: expect.any(String) } } });
    const delivered = await call(m.app, 'POST', '/api/payments/webhook', webhook.body, {
      headers: { 'verif-hash': m.app.config.flwSecretHash },
    });
    expect(delivered.body).toMatchObject({ outcome: 'paid' });
    expect(await details(orderId)).toMatchObject({
      paymentStatus: 'paid',
      paidBySomeoneElse: true,
    });
  });

  it('takes nothing once the order is paid, and a payment already under way is flagged for refund', async () => {
    const orderId = await newOrder();
    const link = await newLink(orderId);
    const payerCheckout = payLinkPayResponse.parse((await startPaying(link.token)).body).data.link;
    // The shopper pays it themselves meanwhile.
    const own = await submitHostedPage(await linkFor(orderId), { cardNumber: TEST_CARDS.success });
    await verify(orderId, own.redirect!.searchParams.get('transaction_id')!);

    expect(payLinkView.parse((await view(link.token)).body)).toMatchObject({
      state: 'paid',
      paidHere: false,
    });
    expect(await startPaying(link.token)).toMatchObject({
      status: 409,
      body: { message: PAY_LINK_MESSAGES.state.paid },
    });
    const late = await submitHostedPage(payerCheckout, { cardNumber: TEST_CARDS.success });
    await verifyThroughLink(link.token, late.redirect!.searchParams.get('transaction_id')!);
    const rows = await paymentsOf(orderId);
    expect(rows.map((row) => row.refundReason).sort()).toEqual(['already-paid', null]);
    expect((await details(orderId)).paidBySomeoneElse).toBe(false);
  });

  it('an expired link shows no order and takes no money', async () => {
    const orderId = await newOrder();
    const link = await newLink(orderId);
    await m.db
      .update(orders)
      .set({ reservedUntil: sql`now() - interval '1 second'` })
      .where(eq(orders.orderId, orderId));
    const shown = payLinkView.parse((await view(link.token)).body);
    expect(shown).toMatchObject({ state: 'expired', order: null, expiresAt: null });
    expect(await startPaying(link.token)).toMatchObject({
      status: 409,
      body: { message: PAY_LINK_MESSAGES.state.expired },
    });
    expect((await details(orderId)).payLink).toMatchObject({ state: 'expired' });
  });

  it('a revoked link shows no order and takes no money', async () => {
    const orderId = await newOrder();
    const link = await newLink(orderId);
    const revoked = await call(m.app, 'DELETE', api(`orders/${orderId}/pay-link`), undefined, {
      token: ada,
    });
    expect(revoked.status).toBe(200);
    expect(orderDetailsResponse.parse(revoked.body).order.payLink).toMatchObject({
      state: 'revoked',
    });
    expect(payLinkView.parse((await view(link.token)).body)).toMatchObject({
      state: 'revoked',
      order: null,
    });
    expect(await startPaying(link.token)).toMatchObject({
      status: 409,
      body: { message: PAY_LINK_MESSAGES.state.revoked },
    });
    // Nothing left to withdraw; another shopper cannot withdraw it.
    expect(
      (await call(m.app, 'DELETE', api(`orders/${orderId}/pay-link`), undefined, { token: ada }))
        .status,
    ).toBe(409);
    expect(
      (await call(m.app, 'DELETE', api(`orders/${orderId}/pay-link`), undefined, { token: bola }))
        .status,
    ).toBe(404);
  });

  it('a replaced order says so', async () => {
    const orderId = await newOrder();
    const link = await newLink(orderId);
    await newOrder();
    expect(payLinkView.parse((await view(link.token)).body)).toMatchObject({
      state: 'replaced',
      order: null,
    });
  });

  it('a guessed or malformed token is a 404 that says nothing more', async () => {
    const guessed = 'A'.repeat(43);
    for (const token of [guessed, 'short', `${guessed}A`, '..%2F..%2Fetc']) {
      const answer = await view(token);
      expect(answer.status).toBe(404);
      expect(answer.body).toEqual({ message: PAY_LINK_MESSAGES.notFound });
      expect((await startPaying(token)).status).toBe(404);
      expect((await verifyThroughLink(token, '1')).status).toBe(404);
    }
  });

  it('refuses a bad receipt address', async () => {
    const orderId = await newOrder();
    const link = await newLink(orderId);
    expect((await startPaying(link.token, { email: 'not an address' })).status).toBe(400);
    expect((await startPaying(link.token, { email: '' })).status).toBe(200);
  });
});

describe('limits', () => {
  it('limits starting payments per link, whatever the address', async () => {
    const orderId = await newOrder();
    const link = await newLink(orderId);
    const limit = m.config.payLinkPaymentsPerMinute;
    for (let i = 0; i < limit; i++) {
      const answer = await call(
        m.app,
        'POST',
        api(`pay-links/${link.token}/pay`),
        {},
        {
          remoteAddress: `198.51.100.${i + 1}`,
        },
      );
      expect(answer.status).toBe(200);
    }
    const over = await call(
      m.app,
      'POST',
      api(`pay-links/${link.token}/pay`),
      {},
      {
        remoteAddress: '198.51.100.200',
      },
    );
    expect(over.status).toBe(429);
    expect(over.headers['retry-after']).toBeDefined();
  });
});

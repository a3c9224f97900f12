import { eq } from 'drizzle-orm';
import { createOrderResponse, initiatePaymentResponse, orderDetailsResponse } from '@/lib/contract';
import { payments } from '@/marketplace/db/schema';
import type { TestMarketplace } from './harness';
import {
  api,
  call,
  fillCart,
  insertShop,
  orderRow,
  shippingTo,
  signUpVerified,
  startListeningMarketplace,
  startWebhookRecorder,
  type Shop,
} from './orders-helpers';

export const [RICE, GARRI] = [0, 1];

export interface PaymentsState {
  m: TestMarketplace & { url: string };
  shop: Shop;
  recorder: Awaited<ReturnType<typeof startWebhookRecorder>>;
  ada: string;
  bola: string;
}

/**
 * A listening marketplace with a two-vendor shop and two signed-up customers for one payments
 * test file (set up in its beforeAll, closed in its afterAll), and the calls those tests make.
 * The sandbox's webhooks go to a recorder (its first answer a 503, to see the retry), so that each
 * test decides when, and with which header, a webhook reaches the API.
 */
export function paymentsSuite(
  options: Parameters<typeof startListeningMarketplace>[1] = {},
  env: Record<string, string> = {},
) {
  const state = {} as PaymentsState;
  beforeAll(async () => {
    state.recorder = await startWebhookRecorder(1);
    state.m = await startListeningMarketplace(
      // Tests here leave orders in payment (a cancelled or refused card form) on purpose; the
      // limit of such orders has its own test (orders-unpaid.test.ts).
      { PAYMENT_WEBHOOK_URL: state.recorder.url, ORDER_MAX_UNPAID: '100', ...env },
      options,
    );
    state.shop = await insertShop(state.m.db);
    state.ada = await signUpVerified(state.m.app, state.m.db, 'ada@example.ng');
    state.bola = await signUpVerified(state.m.app, state.m.db, 'bola@example.ng');
  });
  afterAll(async () => {
    await state.m.close();
    await state.recorder.close();
  });

  async function newOrder(
    token = state.ada,
    lines = [
      { index: RICE, qty: 1 },
      { index: GARRI, qty: 2 },
    ],
  ) {
    await fillCart(
      state.m.db,
      token,
      lines.map((l) => ({ productId: state.shop.productIds[l.index], qty: l.qty })),
    );
    const response = await call(state.m.app, 'POST', api('orders'), shippingTo('Ikeja'), {
      token,
    });
    if (response.status !== 201) throw new Error(JSON.stringify(response.body));
    return createOrderResponse.parse(response.body).order.orderId;
  }

  const initiate = (orderId: string, token = state.ada, extra: object = {}) =>
    call(state.m.app, 'POST', api('initiate-payment'), { orderId, ...extra }, { token });

  async function linkFor(orderId: string, token = state.ada) {
    const response = await initiate(orderId, token);
    expect(response.status).toBe(200);
    return initiatePaymentResponse.parse(response.body).data.link;
  }

  async function verify(orderId: string, transactionId?: string, token = state.ada) {
    const response = await call(
      state.m.app,
      'POST',
      api(`orders/${orderId}/verify-payment`),
      transactionId === undefined ? {} : { transactionId },
      { token },
    );
    expect(response.status).toBe(200);
    return orderDetailsResponse.parse(response.body).order;
  }

  async function paymentsOf(orderId: string) {
    const order = await orderRow(state.m.db, orderId);
    return state.m.db.select().from(payments).where(eq(payments.orderId, order.id));
  }

  /** Creates a checkout at the sandbox directly, as a client other than the marketplace could. */
  async function sandboxCheckout(payload: object) {
    const response = await fetch(`${state.m.url}/sandbox/flutterwave/v3/payments`, {
      method: 'POST',
      headers: {
        authorization: `Bearer ${state.m.app.config.flwSecretKey}`,
        'content-type': 'application/json',
      },
      body: JSON.stringify(payload),
    });
    expect(response.status).toBe(200);
    return ((await response.json()) as { data: { link: string } }).data.link;
  }

  return { state, newOrder, initiate, linkFor, verify, paymentsOf, sandboxCheckout };
}

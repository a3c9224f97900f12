import { createOrderResponse } from '@/lib/contract';
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
  type Shop,
} from './orders-helpers';

jest.setTimeout(60_000);

// Flutterwave mode with a provider that does not answer (a closed loopback port).
let m: TestMarketplace;
let shop: Shop;
let ada: string;
beforeAll(async () => {
  m = await startListeningMarketplace({
    PAYMENT_PROVIDER: 'flutterwave',
    FLW_SECRET_KEY: 'FLWSECK_TEST-unused',
    FLW_SECRET_HASH: 'live-hash',
    FLW_BASE_URL: 'http://127.0.0.1:9',
  });
  shop = await insertShop(m.db);
  ada = await signUpVerified(m.app, m.db, 'ada@example.ng');
});
afterAll(() => m.close());

it('answers the spec’s failure, keeps the order unpaid and asks the provider to retry the webhook', async () => {
  await fillCart(m.db, ada, [{ productId: shop.productIds[1], qty: 1 }]);
  const { order } = createOrderResponse.parse(
    (await call(m.app, 'POST', api('orders'), shippingTo('Ikeja'), { token: ada })).body,
  );
  expect(await call(m.app, 'POST', api('initiate-payment'), order, { token: ada })).toMatchObject({
    status: 502,
    body: { message: 'Failed to initiate payment.' },
  });
  const confirmation = await call(
    m.app,
    'POST',
    api(`orders/${order.orderId}/verify-payment`),
    { transactionId: '123' },
    { token: ada },
  );
  expect(confirmation).toMatchObject({ status: 200, body: { order: { paymentStatus: 'unpaid' } } });
  const webhook = await call(
    m.app,
    'POST',
    '/api/payments/webhook',
    { event: 'charge.completed', data: { id: 123, tx_ref: order.orderId, status: 'successful' } },
    { headers: { 'verif-hash': 'live-hash' } },
  );
  expect(webhook.status).toBe(502);
  expect((await orderRow(m.db, order.orderId)).paymentStatus).toBe('unpaid');
  // No sandbox in Flutterwave mode.
  expect((await call(m.app, 'POST', '/sandbox/flutterwave/v3/payments', {})).status).toBe(404);
});

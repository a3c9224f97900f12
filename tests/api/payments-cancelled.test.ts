import { api, call } from './orders-helpers';
import { paymentsSuite } from './payments-helpers';

jest.setTimeout(60_000);

/**
 * Issue 37 item 3: paying an order the shopper cancelled answered that a newer order from the cart
 * had replaced it. Each refusal says what happened to the order.
 */
const suite = paymentsSuite();
const { newOrder, initiate } = suite;

it('paying an order the shopper cancelled says it was cancelled', async () => {
  const { m, ada } = suite.state;
  const orderId = await newOrder();
  const cancelled = await call(m.app, 'POST', api(`orders/${orderId}/cancel`), {}, { token: ada });
  expect(cancelled.status).toBe(200);
  const refused = await initiate(orderId);
  expect(refused.status).toBe(409);
  expect(refused.body).toEqual({
    message: 'This order was cancelled, so it can no longer be paid.',
  });
});

it('paying an order that a newer one replaced still says it was replaced', async () => {
  const first = await newOrder();
  await newOrder();
  const refused = await initiate(first);
  expect(refused.status).toBe(409);
  expect(refused.body).toEqual({
    message: 'This order was replaced by a newer order from your cart.',
  });
});

import { STOCK_ALERT_MESSAGES } from '@/lib/contract';
import { mailsTo } from './accounts-helpers';
import { api, call, stockOf } from './orders-helpers';
import { paymentsSuite } from './payments-helpers';

jest.setTimeout(60_000);

/**
 * "Tell me when it's back" when no vendor restocks (decision 056): the last unit is in a shopper's
 * order, a guest asks to be told, and the order is cancelled. The cancellation itself sends the
 * one e-mail: the sweep's timer is off here, and nothing else looks.
 */
const suite = paymentsSuite({}, { STOCK_ALERT_SWEEP_SECONDS: '0' });
const LAST_YAM = 3; // orders-helpers' SHOP: one unit in stock

async function backInStock(email: string, { waitMs }: { waitMs: number }) {
  const deadline = Date.now() + waitMs;
  for (;;) {
    const mails = (await mailsTo(suite.state.m.db, email)).filter((mail) =>
      mail.subject.startsWith('Back in stock'),
    );
    if (mails.length > 0 || Date.now() > deadline) return mails;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

it('mails the guest once when a cancelled order puts the last unit back', async () => {
  const { m, shop, ada } = suite.state;
  const yamId = shop.productIds[LAST_YAM];
  const ask = () =>
    call(m.app, 'POST', api(`products/${yamId}/stock-alerts`), { email: 'guest@example.ng' });

  expect((await ask()).body).toEqual({ message: STOCK_ALERT_MESSAGES.inStock });
  const orderId = await suite.newOrder(ada, [{ index: LAST_YAM, qty: 1 }]);
  expect(await stockOf(m.db, yamId)).toBe(0);
  expect(await ask()).toMatchObject({
    status: 200,
    body: { message: STOCK_ALERT_MESSAGES.subscribed },
  });
  expect(await backInStock('guest@example.ng', { waitMs: 300 })).toEqual([]);

  const cancelled = await call(m.app, 'POST', api(`orders/${orderId}/cancel`), {}, { token: ada });
  expect(cancelled.status).toBe(200);
  expect(await stockOf(m.db, yamId)).toBe(1);
  const mails = await backInStock('guest@example.ng', { waitMs: 5_000 });
  expect(mails.map((mail) => mail.subject)).toEqual(['Back in stock: Last yam tuber']);
  expect(mails[0].text).toContain(`https://shop.example.ng/products/${yamId}`);

  // Bought and given back once more: the request was answered, nothing more is sent.
  const again = await suite.newOrder(ada, [{ index: LAST_YAM, qty: 1 }]);
  await call(m.app, 'POST', api(`orders/${again}/cancel`), {}, { token: ada });
  await m.app.stockAlerts.sendNow();
  expect(await backInStock('guest@example.ng', { waitMs: 0 })).toHaveLength(1);
});

import { createPayLinkResponse } from '@/lib/contract/pay-links';
import { api, call } from './orders-helpers';
import { paymentsSuite, type PaymentsState } from './payments-helpers';

jest.setTimeout(60_000);

/** A payment link's pages are counted per client address (decision 061). */
const suite = paymentsSuite({}, { PAY_LINK_VIEWS_PER_MINUTE: '3' });
let m: PaymentsState['m'];
beforeAll(() => {
  m = suite.state.m;
});

it('limits opening links per address, guessed ones included, and not another address', async () => {
  const orderId = await suite.newOrder();
  const made = await call(
    m.app,
    'POST',
    api(`orders/${orderId}/pay-link`),
    { shopperName: 'Ada' },
    { token: suite.state.ada },
  );
  const token = new URL(createPayLinkResponse.parse(made.body).payLink.url).pathname.slice(5);
  const open = (path: string, remoteAddress: string) =>
    call(m.app, 'GET', api(path), undefined, { remoteAddress });

  expect((await open(`pay-links/${token}`, '203.0.113.9')).status).toBe(200);
  expect((await open(`pay-links/${'B'.repeat(43)}`, '203.0.113.9')).status).toBe(404);
  expect((await open(`pay-links/${'C'.repeat(43)}`, '203.0.113.9')).status).toBe(404);
  const over = await open(`pay-links/${token}`, '203.0.113.9');
  expect(over.status).toBe(429);
  expect(over.headers['cache-control']).toBe('private, no-store');
  expect((await open(`pay-links/${token}`, '203.0.113.10')).status).toBe(200);
});

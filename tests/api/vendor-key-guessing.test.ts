import { randomBytes } from 'node:crypto';
import { keyFor } from './vendor-helpers';
import { withCommerceMarketplace } from './commerce-helpers';

jest.setTimeout(60_000);

/**
 * Issue 37 item 4: 310 calls with random keys all got 401 and never 429, since the limit was per
 * key and each guess was a key of its own. Failed key checks are now also counted per client
 * address (VENDOR_API_FAILED_KEYS_PER_MINUTE, default 20).
 */
const shop = withCommerceMarketplace();
const FAILURES_ALLOWED = 20;

const vendorGet = (key: string, remoteAddress: string) =>
  shop.market.app.inject({
    method: 'GET',
    url: '/api/vendor/store',
    remoteAddress,
    headers: { authorization: `Bearer ${key}` },
  });
const randomKey = () => `ojavk_${randomBytes(32).toString('base64url')}`;

it('answers 429 to an address past 20 failed keys a minute; a good key elsewhere still works', async () => {
  const statuses: number[] = [];
  for (let i = 0; i < 40; i++) statuses.push((await vendorGet(randomKey(), '10.7.0.1')).statusCode);
  expect(statuses.slice(0, FAILURES_ALLOWED)).toEqual(Array(FAILURES_ALLOWED).fill(401));
  expect(statuses.slice(FAILURES_ALLOWED)).toEqual(Array(40 - FAILURES_ALLOWED).fill(429));

  const key = await keyFor(shop.market.db, shop.fixture.storeIds['Mama Ngozi Farms']);
  // From the guessing address even a good key waits: answering it would tell a hit from a miss.
  const blocked = await vendorGet(key, '10.7.0.1');
  expect(blocked.statusCode).toBe(429);
  expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0);
  expect(blocked.json().message).toMatch(/Too many failed vendor API key checks/);

  const elsewhere = await vendorGet(key, '10.7.0.2');
  expect(elsewhere.statusCode).toBe(200);
  expect(elsewhere.json().store.storeName).toBe('Mama Ngozi Farms');
});

it('does not count calls with a good key against the address', async () => {
  const key = await keyFor(shop.market.db, shop.fixture.storeIds['Delta Palms']);
  for (let i = 0; i < FAILURES_ALLOWED + 5; i++)
    expect((await vendorGet(key, '10.7.0.3')).statusCode).toBe(200);
  expect((await vendorGet(randomKey(), '10.7.0.3')).statusCode).toBe(401);
});

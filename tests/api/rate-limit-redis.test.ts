import { STRONG_PASSWORD, api, call, signUpVerified, testEnv } from './accounts-helpers';
import { startTestMarketplace, type TestMarketplace } from './harness';
import { startRedis, type TestRedis } from './redis-server';

jest.setTimeout(60_000);

/**
 * Issue 37 items 5 and 6: the API's rate-limit keys in a real Redis, and what sign-in does while
 * that Redis stalls (SIGSTOP) and after it answers again.
 */
let redis: TestRedis;
let m: TestMarketplace;
const EMAIL = 'ada@example.ng';
const NAMESPACE = 'oja:api:rate-limit:';

beforeAll(async () => {
  redis = await startRedis();
  m = await startTestMarketplace(testEnv({ REDIS_URL: redis.url }));
  await signUpVerified(m.app, m.db, EMAIL);
});
afterAll(async () => {
  await m?.close();
  await redis?.stop();
});

const wrongPassword = () =>
  call(m.app, 'POST', api('login'), { email: EMAIL, password: `${STRONG_PASSWORD}-wrong` });
const counter = async (key: string) => Number((await redis.client.get(key)) ?? 0);

/** Polls until `check` holds, for effects of the API's own timers. */
async function eventually(check: () => Promise<boolean>, timeoutMs = 10_000) {
  const start = Date.now();
  while (!(await check())) {
    if (Date.now() - start > timeoutMs) throw new Error('condition not met in time');
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

it('names its keys by route, what is counted and the value', async () => {
  expect((await wrongPassword()).status).toBe(401);
  const keys = await redis.client.keys(`${NAMESPACE}*`);
  expect(keys).toEqual(
    expect.arrayContaining([`${NAMESPACE}login:ip:127.0.0.1`, `${NAMESPACE}login:email:${EMAIL}`]),
  );
  expect(keys.filter((key) => key.includes('undefined'))).toEqual([]);
});

it('answers sign-in within a second while Redis stalls, says Redis is down, and counts in Redis again once it answers', async () => {
  const key = `${NAMESPACE}login:email:${EMAIL}`;
  expect(await m.app.inject({ method: 'GET', url: '/health/ready' }).then((r) => r.json())).toEqual(
    { status: 'ready', redis: 'up' },
  );
  redis.pause();
  try {
    for (let attempt = 0; attempt < 2; attempt++) {
      const started = Date.now();
      const answer = await wrongPassword();
      expect({ status: answer.status, elapsedUnder1s: Date.now() - started < 1000 }).toEqual({
        status: 401,
        elapsedUnder1s: true,
      });
      expect(answer.body.message).toMatch(/password/i);
    }
    const ready = await m.app.inject({ method: 'GET', url: '/health/ready' });
    // Still serving, with this replica's own counters: degraded, not out of rotation.
    expect(ready.statusCode).toBe(200);
    expect(ready.json()).toMatchObject({ status: 'degraded', redis: 'down' });
  } finally {
    redis.resume();
  }
  await eventually(async () => {
    const ready = await m.app.inject({ method: 'GET', url: '/health/ready' });
    return ready.json().redis === 'up';
  });
  const before = await counter(key);
  expect((await wrongPassword()).status).toBe(401);
  expect(await counter(key)).toBe(before + 1);
});

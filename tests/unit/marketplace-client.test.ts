import { callCustomerApi } from '@/lib/server/bff/upstream';
import { marketplaceFetch } from '@/lib/server/marketplace/client';
import { CACHE } from '@/lib/server/marketplace/cache';
import { MarketplaceError } from '@/lib/server/marketplace/errors';
import { readinessResponse } from '@/lib/contract';

// The server's fetch, replaced: these tests run in the unit project's jsdom, which has none.
const fetchMock = jest.fn();

beforeEach(() => {
  fetchMock.mockReset();
  global.fetch = fetchMock as unknown as typeof fetch;
  process.env.MARKETPLACE_API_URL = 'http://api.test:4000/';
  jest.spyOn(console, 'error').mockImplementation(() => {});
});

afterAll(() => {
  delete process.env.MARKETPLACE_API_URL;
});

const failWith = (name: string) =>
  fetchMock.mockRejectedValue(Object.assign(new Error('no answer'), { name }));

describe("the BFF's pass-through of a customer call", () => {
  it('sends only headers of its own and hands back status, JSON and Retry-After', async () => {
    fetchMock.mockResolvedValue({
      status: 429,
      headers: new Headers({ 'retry-after': '30' }),
      text: async () => JSON.stringify({ message: 'Too many attempts' }),
    });
    const answer = await callCustomerApi({
      method: 'POST',
      path: 'addresses/add',
      search: '?page=2',
      body: '{"city":"Ibadan"}',
      token: 't0k',
      clientIp: '203.0.113.9',
    });
    expect(answer).toEqual({
      status: 429,
      body: { message: 'Too many attempts' },
      retryAfter: '30',
    });
    const [url, init] = fetchMock.mock.calls[0];
    expect(String(url)).toBe('http://api.test:4000/api/customer/addresses/add?page=2');
    expect(init).toMatchObject({
      method: 'POST',
      body: '{"city":"Ibadan"}',
      cache: 'no-store',
      redirect: 'manual',
      headers: {
        accept: 'application/json',
        'content-type': 'application/json',
        authorization: 'Bearer t0k',
        'x-forwarded-for': '203.0.113.9',
      },
    });
  });

  it('answers 503 with a text for an API that cannot be reached or is too slow', async () => {
    failWith('TypeError');
    expect(await callCustomerApi({ method: 'GET', path: 'profile' })).toEqual({
      status: 503,
      body: { message: 'The marketplace could not be reached. Please try again.' },
    });
    failWith('TimeoutError');
    expect(await callCustomerApi({ method: 'GET', path: 'profile' })).toEqual({
      status: 503,
      body: { message: 'The marketplace is taking too long to answer. Please try again.' },
    });
  });
});

describe('marketplaceFetch', () => {
  it('throws a MarketplaceError 503 for an API that cannot be reached or is too slow', async () => {
    const call = () =>
      marketplaceFetch('/health/ready', { schema: readinessResponse, cache: CACHE.none });
    failWith('TypeError');
    await expect(call()).rejects.toEqual(
      new MarketplaceError(503, 'The marketplace could not be reached'),
    );
    failWith('TimeoutError');
    await expect(call()).rejects.toMatchObject({
      status: 503,
      timedOut: true,
      message: 'The marketplace did not answer within 5 s',
    });
  });
});

import * as api from '@/lib/browser/api';
import { findAllowedCall } from '@/lib/server/bff/allow-list';
import { CUSTOMER_CALLS, CUSTOMER_PREFIX } from '@/lib/shared/customer-calls';
import { fakeFetch } from './fake-fetch';

const { fetchMock, answer } = fakeFetch();
// Any call not given an answer of its own: 200 with an empty object.
beforeEach(() => {
  fetchMock.mockResolvedValue({
    ok: true,
    status: 200,
    headers: { get: () => null },
    json: async () => ({}),
  });
});

/** The URL and request of the last call the fake fetch saw. */
function sent() {
  const [url, init] = fetchMock.mock.calls.at(-1) as [string, RequestInit];
  return { url, method: init.method, body: init.body, cache: init.cache, signal: init.signal };
}

/** The browser's typed API (lib/browser/api) over callBff. */
describe('the browser API', () => {
  it('sends a PUT with its id in the path and its body as JSON', async () => {
    answer(200, { message: 'Address updated', address: { _id: 'a1' } });
    const body = {
      state: 'Lagos' as const,
      city: 'Ikeja',
      address: '1 Allen Avenue',
      postcode: '100001',
    };
    const result = await api.addresses.update('a1', body);
    expect(result).toMatchObject({ ok: true, status: 200, data: { message: 'Address updated' } });
    expect(sent()).toMatchObject({
      url: '/api/customer/addresses/update/a1',
      method: 'PUT',
      body: JSON.stringify(body),
      cache: 'no-store',
    });
  });

  it('percent-encodes each path param, so one can never add a segment or a query', async () => {
    answer(404, { message: 'Not found' });
    await api.reviews.updateById('p/../1', 'r?x=1', { rating: 5, title: 'Good', comment: 'Fresh' });
    expect(sent().url).toBe('/api/customer/products/p%2F..%2F1/reviews/r%3Fx%3D1');
    await api.account.resetPassword('a b/c', { password: 'Secret123!' });
    expect(sent()).toMatchObject({ url: '/api/customer/reset-password/a%20b%2Fc', method: 'POST' });
  });

  it('sends no body with a GET, a DELETE or a POST that has none', async () => {
    await api.cart.get();
    expect(sent()).toMatchObject({ url: '/api/customer/cart', method: 'GET', body: undefined });
    await api.cart.remove('17');
    expect(sent()).toMatchObject({ url: '/api/customer/cart/remove/17', method: 'DELETE' });
    expect(sent().body).toBeUndefined();
    await api.account.deactivate();
    expect(sent()).toMatchObject({ url: '/api/customer/deactivate-account', method: 'POST' });
    expect(sent().body).toBeUndefined();
  });

  it('builds the query string, leaving out what is undefined, and passes signal and cache', async () => {
    const controller = new AbortController();
    await api.delivery.quote({
      query: { from: 'Kano', to: 'Akwa Ibom' },
      signal: controller.signal,
      cache: 'default',
    });
    expect(sent()).toMatchObject({
      url: '/api/customer/delivery-quote?from=Kano&to=Akwa+Ibom',
      cache: 'default',
      signal: controller.signal,
    });
    await api.delivery.shippingQuote({ query: { state: 'Lagos', area: undefined } });
    expect(sent().url).toBe('/api/customer/shipping-quote?state=Lagos');
    await api.guestCart.remove({ query: { productId: '42' } });
    expect(sent()).toMatchObject({ url: '/api/guest-cart?productId=42', method: 'DELETE' });
  });

  it('calls the BFF’s own route handlers below /api/', async () => {
    await api.auth.login({ email: 'ada@example.ng', password: 'x' });
    expect(sent()).toMatchObject({ url: '/api/auth/login', method: 'POST' });
    await api.search.suggestions({ query: { query: 'yam flour' } });
    expect(sent().url).toBe('/api/search?query=yam+flour');
    await api.session.get();
    expect(sent()).toMatchObject({ url: '/api/session', method: 'GET' });
  });

  it('answers a failure as callBff does, without throwing', async () => {
    answer(429, { message: 'Too many requests' }, { 'retry-after': '30' });
    await expect(api.savedItems.add({ productId: '7' })).resolves.toEqual({
      ok: false,
      status: 429,
      message: 'Too many requests',
      retryAfter: '30',
    });
    fetchMock.mockRejectedValueOnce(new TypeError('offline'));
    await expect(api.orders.list()).resolves.toMatchObject({ ok: false, status: 0 });
  });

  it('gives the same URLs for SWR keys', () => {
    expect(api.cart.get.url()).toBe('/api/customer/cart');
    expect(api.orders.details.url('ORD 1')).toBe('/api/customer/orders/details/ORD%201');
    expect(api.savedItems.list.url({ page: 2, limit: 10 })).toBe(
      '/api/customer/saved-items?page=2&limit=10',
    );
    expect(api.session.get.url()).toBe('/api/session');
  });

  it('can reach every customer call it has, through the allow-list', () => {
    for (const [group, calls] of Object.entries(CUSTOMER_CALLS)) {
      for (const [name, call] of Object.entries(calls)) {
        const bound = (
          api as unknown as Record<string, Record<string, { url: (...params: string[]) => string }>>
        )[group][name];
        const url = bound.url('id1', 'id2');
        expect(url.startsWith(CUSTOMER_PREFIX)).toBe(true);
        const path = url.slice(CUSTOMER_PREFIX.length).split('?')[0];
        expect([group, name, findAllowedCall(call.method, path)?.session]).toEqual([
          group,
          name,
          call.session,
        ]);
      }
    }
  });
});

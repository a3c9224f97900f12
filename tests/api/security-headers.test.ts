import { productImagePath } from '@/marketplace/media/paths';
import { startTestMarketplace, type TestMarketplace } from './harness';

jest.setTimeout(60_000);

let market: TestMarketplace;

beforeAll(async () => {
  market = await startTestMarketplace();
});

afterAll(async () => {
  await market?.close();
});

const get = (url: string) => market.app.inject({ method: 'GET', url });

describe('security headers of the API', () => {
  it.each([
    ['a JSON answer', '/health', 200, 'application/json'],
    ['a JSON list', '/api/customer/categories', 200, 'application/json'],
    ['an error', '/api/customer/no-such-call', 404, 'application/json'],
    ['a drawn image', productImagePath('Grains', 'Ofada rice 50kg', 1), 200, 'image/png'],
    ['the sandbox pay page', '/sandbox/flutterwave/pay/no-such-token', 404, 'text/html'],
    ['the dev mailbox', '/dev/mailbox', 200, 'text/html'],
  ])('%s says nosniff and may not be framed', async (_what, url, status, type) => {
    const response = await get(url);
    expect(response.statusCode).toBe(status);
    expect(response.headers['content-type']).toContain(type);
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['content-security-policy']).toContain("frame-ancestors 'none'");
  });

  it('keeps the sandbox pay page free of referrers, as it set itself', async () => {
    const response = await get('/sandbox/flutterwave/pay/no-such-token');
    expect(response.headers['referrer-policy']).toBe('no-referrer');
  });
});

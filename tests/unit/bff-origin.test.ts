import { isAllowedOrigin, isMutatingMethod, ownOriginsOf } from '@/lib/server/bff/origin';

const headers = (values: Record<string, string>) => new Headers(values);
const OWN = ['http://localhost:3000', 'https://ojamarket.ng'];

describe('isAllowedOrigin', () => {
  it('lets reads through whatever their origin', () => {
    expect(isAllowedOrigin('GET', headers({ origin: 'https://evil.example' }), OWN)).toBe(true);
  });

  it.each(['POST', 'PUT', 'DELETE', 'PATCH'])('accepts a %s from this site', (method) => {
    expect(isAllowedOrigin(method, headers({ origin: 'https://ojamarket.ng' }), OWN)).toBe(true);
    expect(isAllowedOrigin(method, headers({ origin: 'http://localhost:3000' }), OWN)).toBe(true);
  });

  it.each([
    'https://evil.example',
    'https://ojamarket.ng.evil.example',
    'http://ojamarket.ng',
    'https://ojamarket.ng:8443',
    'null',
    'not a url',
  ])('refuses a POST from %p', (origin) => {
    expect(isAllowedOrigin('POST', headers({ origin }), OWN)).toBe(false);
  });

  it('falls back to Sec-Fetch-Site when there is no Origin', () => {
    expect(isAllowedOrigin('POST', headers({ 'sec-fetch-site': 'same-origin' }), OWN)).toBe(true);
    expect(isAllowedOrigin('POST', headers({ 'sec-fetch-site': 'none' }), OWN)).toBe(true);
    expect(isAllowedOrigin('POST', headers({ 'sec-fetch-site': 'cross-site' }), OWN)).toBe(false);
    expect(isAllowedOrigin('DELETE', headers({ 'sec-fetch-site': 'same-site' }), OWN)).toBe(false);
  });

  it('accepts a request that no browser page sent (neither header)', () => {
    expect(isAllowedOrigin('POST', headers({}), OWN)).toBe(true);
  });

  it('knows which methods change something', () => {
    expect(isMutatingMethod('post')).toBe(true);
    expect(isMutatingMethod('GET')).toBe(false);
    expect(isMutatingMethod('HEAD')).toBe(false);
  });
});

describe('ownOriginsOf', () => {
  it('takes the request URL, the Host it was sent to and the configured site', () => {
    const origins = ownOriginsOf(
      'http://localhost:3000/api/customer/addresses/add',
      headers({ host: 'shop.example:8080' }),
      'https://ojamarket.ng/',
    );
    expect(origins).toEqual([
      'http://localhost:3000',
      'http://shop.example:8080',
      'https://ojamarket.ng',
    ]);
  });

  it('uses the forwarded host and protocol of a front proxy', () => {
    const origins = ownOriginsOf(
      'http://localhost:3000/api/auth/login',
      headers({
        host: 'localhost:3000',
        'x-forwarded-host': 'ojamarket.ng',
        'x-forwarded-proto': 'https',
      }),
    );
    expect(origins).toContain('https://ojamarket.ng');
  });
});

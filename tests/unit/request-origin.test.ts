import { isAllowedOrigin } from '@/lib/request-origin';

describe('isAllowedOrigin', () => {
  const hosts = ['localhost:3000', 'ojamarket.ng'];

  it('lets the storefront’s own pages through', () => {
    expect(isAllowedOrigin('http://localhost:3000', hosts)).toBe(true);
    expect(isAllowedOrigin('https://ojamarket.ng', hosts)).toBe(true);
    expect(isAllowedOrigin('https://OJAMARKET.ng', hosts)).toBe(true);
  });

  it('refuses other sites, other ports and opaque origins', () => {
    expect(isAllowedOrigin('https://evil.example', hosts)).toBe(false);
    expect(isAllowedOrigin('https://ojamarket.ng.evil.example', hosts)).toBe(false);
    expect(isAllowedOrigin('http://localhost:4000', hosts)).toBe(false);
    expect(isAllowedOrigin('null', hosts)).toBe(false);
  });

  it('lets a request without Origin through (no browser, no forgery)', () => {
    expect(isAllowedOrigin(null, hosts)).toBe(true);
  });

  it('ignores missing hosts', () => {
    expect(isAllowedOrigin('https://evil.example', [null, undefined, ''])).toBe(false);
  });
});

import { loginRedirectPath, safeRedirectPath } from '@/lib/redirect';

describe('safeRedirectPath', () => {
  it('keeps paths on this site with their query', () => {
    expect(safeRedirectPath('/orders')).toBe('/orders');
    expect(safeRedirectPath('/search?query=rice&page=2')).toBe('/search?query=rice&page=2');
  });
  it.each([
    '//evil.example',
    '//evil.example/path',
    'https://evil.example',
    'http:/evil.example',
    '/\\evil.example',
    '\\\\evil.example',
    'javascript:alert(1)',
    'orders',
    '/\u0000//evil.example',
    '',
  ])('refuses %p', (candidate) => {
    expect(safeRedirectPath(candidate)).toBe('/');
  });
  it('uses the fallback when nothing is given', () => {
    expect(safeRedirectPath(undefined)).toBe('/');
    expect(safeRedirectPath(null, '/shop')).toBe('/shop');
  });
});

describe('loginRedirectPath', () => {
  it('encodes the page to come back to', () => {
    expect(loginRedirectPath('/products/7?tab=reviews')).toBe(
      `/login?redirect=${encodeURIComponent('/products/7?tab=reviews')}`,
    );
  });
});

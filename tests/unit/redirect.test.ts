import { loginRedirectPath, safeRedirectPath } from '@/lib/shared/redirect';

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
    // Paths whose dot segments collapse into //evil.example (issue 22): the check must hold for
    // the normalised path that is returned, not only for the string that came in.
    '/.//evil.example',
    '/x/..//evil.example',
    '/%2e//evil.example',
    '/%2E%2e//evil.example',
    '/cart/..//evil.example',
    '/cart/%2e%2e//evil.example/path?q=1',
    '/..//evil.example',
    '/./\\evil.example',
    '/x/..///evil.example',
  ])('refuses %p', (candidate) => {
    expect(safeRedirectPath(candidate)).toBe('/');
  });
  it('keeps dot segments that stay on this site, normalised', () => {
    expect(safeRedirectPath('/orders/../cart?step=2')).toBe('/cart?step=2');
    expect(safeRedirectPath('/./saved-items')).toBe('/saved-items');
  });
  it.each([
    '/.//evil.example',
    '/x/..//evil.example',
    '/%2e//evil.example',
    '/cart/..//evil.example',
    '//evil.example',
    'https://evil.example',
    '/search?query=//evil.example',
    '/products/7#//evil.example',
  ])('answers %p with a path a browser resolves on this site', (candidate) => {
    const site = 'https://shop.example.ng';
    const answer = safeRedirectPath(candidate);
    expect(new URL(answer, site).origin).toBe(site);
    // Resolving it again changes nothing: what is checked is what the browser gets.
    expect(safeRedirectPath(answer)).toBe(answer);
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

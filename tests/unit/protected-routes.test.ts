import { isLoginRequired, isSignedOutOnly } from '@/lib/bff/protected-routes';

describe('login-required routes', () => {
  it.each([
    '/banking',
    '/products',
    '/products/',
    '/products/all-products',
    '/transactions',
    '/review',
    '/settings',
    '/change-password',
    '/saved-items',
    '/orders',
    '/orders/42',
    '/manage-account',
    '/become-supplier',
    '/support',
    '/checkout/shipping',
    '/checkout/review/ord_123',
    '/checkout/confirmation/ord_123',
  ])('%s needs a login', (path) => {
    expect(isLoginRequired(path)).toBe(true);
  });

  it.each([
    '/',
    '/products/17',
    '/products/all-products-x',
    '/shop',
    '/search',
    '/cart',
    '/vendors/green-farms',
    '/supportive',
    '/checkouts',
    '/login',
    '/forgot-password',
    '/account/forgot-password',
    '/reset-password/abc',
  ])('%s is open to everyone', (path) => {
    expect(isLoginRequired(path)).toBe(false);
  });

  it('sends signed-in shoppers away from login and signup only', () => {
    expect(isSignedOutOnly('/login')).toBe(true);
    expect(isSignedOutOnly('/signup/')).toBe(true);
    expect(isSignedOutOnly('/forgot-password')).toBe(false);
  });
});

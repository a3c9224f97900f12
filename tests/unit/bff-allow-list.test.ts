import { ALLOWED_CALLS, findAllowedCall } from '@/lib/server/bff/allow-list';
import { fillPath, paramCount } from '@/lib/shared/bff-calls';
import { CUSTOMER_CALLS } from '@/lib/shared/customer-calls';

const ROWS = Object.values(CUSTOMER_CALLS).flatMap((group) => Object.values(group));
const METHODS = ['GET', 'POST', 'PUT', 'DELETE', 'PATCH'];
const SAMPLE_ID = 'a1B2-c_3';
const filled = (path: string) => fillPath(path, Array(paramCount(path)).fill(SAMPLE_ID));

/** A path fits a template when every segment is the same, or any one segment for a `:name`. */
function fits(template: string, path: string): boolean {
  const want = template.split('/');
  const got = path.split('/');
  return (
    want.length === got.length &&
    want.every((segment, i) => (segment.startsWith(':') ? got[i] !== '' : segment === got[i]))
  );
}

describe('the proxy allow-list', () => {
  it.each([
    ['GET', 'profile', 'required'],
    ['GET', 'addresses', 'required'],
    ['POST', 'addresses/add', 'required'],
    ['PUT', 'addresses/update/42', 'required'],
    ['DELETE', 'addresses/delete/a1B2-c_3', 'required'],
    ['POST', 'change-password', 'required'],
    ['POST', 'deactivate-account', 'required'],
    ['POST', 'verify-token', 'required'],
    ['GET', 'cart', 'required'],
    ['POST', 'cart/add', 'required'],
    ['PUT', 'cart/update', 'required'],
    ['DELETE', 'cart/remove/17', 'required'],
    ['DELETE', 'cart/clear', 'required'],
    ['GET', 'saved-items', 'required'],
    ['POST', 'saved-items/add', 'required'],
    ['POST', 'saved-items/remove', 'required'],
    ['GET', 'orders', 'required'],
    ['POST', 'orders', 'required'],
    ['GET', 'orders/9', 'required'],
    ['GET', 'orders/details/ORD-2026-9', 'required'],
    ['POST', 'initiate-payment', 'required'],
    ['GET', 'products/7/has-purchased', 'required'],
    ['POST', 'products/7/reviews', 'required'],
    ['PUT', 'products/7/reviews', 'required'],
    ['GET', 'tax', 'optional'],
    ['GET', 'delivery-areas', 'optional'],
    ['GET', 'delivery-states', 'none'],
    ['GET', 'delivery-quote', 'none'],
    ['GET', 'shipping-quote', 'required'],
    ['POST', 'forgot-password', 'none'],
    ['POST', 'reset-password/Zk3_-abcDEF0123456789', 'none'],
    ['POST', 'send-email-code', 'none'],
    ['GET', 'auth/providers', 'none'],
    ['GET', 'products/7/reviews', 'none'],
    ['GET', 'search', 'none'],
    ['GET', 'products/search', 'none'],
    ['GET', 'shop/products', 'none'],
    ['POST', 'products/114/stock-alerts', 'none'],
  ])('allows %s %s (session %s)', (method, path, session) => {
    expect(findAllowedCall(method, path)?.session).toBe(session);
  });

  it('matches the method in any case', () => {
    expect(findAllowedCall('post', 'addresses/add')).toBeDefined();
  });

  it.each([
    // Sign-in calls answer with a token: they have route handlers of their own.
    ['POST', 'login'],
    ['POST', 'signup'],
    ['POST', 'verify-email'],
    ['POST', 'logout'],
    ['POST', 'auth/google'],
    ['POST', 'auth/facebook'],
    // Right path, wrong method.
    ['GET', 'addresses/add'],
    ['DELETE', 'profile'],
    ['GET', 'change-password'],
    ['PATCH', 'addresses/update/1'],
    ['POST', 'addresses/delete/1'],
    // Ids that try to climb, nest or smuggle.
    ['PUT', 'addresses/update/'],
    ['PUT', 'addresses/update/1/2'],
    ['PUT', 'addresses/update/..'],
    ['PUT', 'addresses/update/%2e%2e'],
    ['DELETE', 'addresses/delete/1%2F..%2Fprofile'],
    ['POST', 'reset-password/abc?x=1'],
    ['GET', 'profile/'],
    ['GET', '/profile'],
    ['GET', 'profile/../addresses'],
    ['GET', 'admin'],
    ['GET', ''],
    ['GET', 'dev/mailbox.json'],
    ['GET', 'products/114/stock-alerts'],
    ['POST', 'products/114/stock-alerts/1'],
  ])('refuses %s %s', (method, path) => {
    expect(findAllowedCall(method, path)).toBeUndefined();
  });

  it('keeps every pattern anchored', () => {
    for (const call of ALLOWED_CALLS) {
      expect(call.path.source.startsWith('^')).toBe(true);
      expect(call.path.source.endsWith('$')).toBe(true);
    }
  });

  it('allows every row of the customer-calls table, with its session need', () => {
    for (const row of ROWS) {
      expect(findAllowedCall(row.method, filled(row.path))?.session).toBe(row.session);
    }
  });

  it('allows nothing that is not a row of the table', () => {
    expect(ALLOWED_CALLS).toHaveLength(ROWS.length);
    for (const path of ROWS.map((row) => filled(row.path))) {
      for (const method of METHODS) {
        const isRow = ROWS.some((row) => row.method === method && fits(row.path, path));
        expect([method, path, findAllowedCall(method, path) !== undefined]).toEqual([
          method,
          path,
          isRow,
        ]);
      }
    }
  });
});

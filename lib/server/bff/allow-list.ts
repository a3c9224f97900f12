/**
 * The customer calls of spec section 7 that the browser may make through the one proxy
 * (app/api/customer/[...path]/route.ts), as data. A path is matched without the
 * `/api/customer/` prefix and still percent-encoded, so an id segment can never smuggle a `/`,
 * `..` or a query. Sign-in calls that answer with a token (login, signup, verify-email, logout,
 * auth/google, login/two-factor) are NOT here: they have route handlers of their own that keep
 * the token in the session cookie.
 */

export type ProxyMethod = 'GET' | 'POST' | 'PUT' | 'DELETE' | 'PATCH';

/**
 * - `required`: only for a signed-in shopper; the session's token is sent as a bearer token.
 * - `optional`: the token is sent when there is one.
 * - `none`: public; the token is never sent.
 */
export type SessionNeed = 'required' | 'optional' | 'none';

export interface AllowedCall {
  method: ProxyMethod;
  path: RegExp;
  session: SessionNeed;
}

/** One path segment that is an id, a product id, an order id or a reset token. */
const ID = '[A-Za-z0-9_-]{1,200}';
const call = (method: ProxyMethod, path: string, session: SessionNeed): AllowedCall => ({
  method,
  path: new RegExp(`^${path}$`),
  session,
});

export const ALLOWED_CALLS: readonly AllowedCall[] = [
  // Catalog: public reads (search suggestions and other client islands).
  call('GET', 'products', 'none'),
  call('GET', 'products/latest', 'none'),
  call('GET', 'products/sponsored', 'none'),
  call('GET', 'products/top-selling', 'none'),
  call('GET', 'products/search', 'none'),
  call('GET', 'products/search-page', 'none'),
  call('GET', `products/${ID}`, 'none'),
  call('GET', `products/${ID}/reviews`, 'none'),
  call('GET', 'shop/products', 'none'),
  call('GET', 'search', 'none'),
  call('GET', 'sliders', 'none'),
  call('GET', 'categories', 'none'),
  call('GET', 'adverts', 'none'),
  call('GET', 'details', 'none'),
  call('GET', 'warehouse/states', 'none'),
  // "Tell me when it's back" on a sold-out product's page: a guest may ask, so no token is sent.
  call('POST', `products/${ID}/stock-alerts`, 'none'),

  // Reviews.
  call('GET', `products/${ID}/has-purchased`, 'required'),
  call('POST', `products/${ID}/reviews`, 'required'),
  call('PUT', `products/${ID}/reviews`, 'required'),
  call('PUT', `products/${ID}/reviews/${ID}`, 'required'),

  // Cart, tax and delivery.
  call('GET', 'cart', 'required'),
  call('POST', 'cart/add', 'required'),
  call('POST', 'cart/merge', 'required'),
  call('PUT', 'cart/update', 'required'),
  call('DELETE', `cart/remove/${ID}`, 'required'),
  call('DELETE', 'cart/clear', 'required'),
  call('GET', 'tax', 'optional'),
  call('GET', 'delivery-areas', 'optional'),
  call('GET', 'delivery-states', 'none'),
  call('GET', 'delivery-quote', 'none'),
  call('GET', 'shipping-quote', 'required'),

  // Orders and payment.
  call('POST', 'orders', 'required'),
  call('GET', 'orders', 'required'),
  call('GET', `orders/${ID}`, 'required'),
  call('GET', `orders/details/${ID}`, 'required'),
  call('POST', `orders/${ID}/verify-payment`, 'required'),
  call('POST', `orders/${ID}/buy-again`, 'required'),
  call('POST', 'initiate-payment', 'required'),
  call('GET', `orders/${ID}/payment-options`, 'required'),
  call('POST', `orders/${ID}/pay-on-delivery`, 'required'),
  call('POST', `orders/${ID}/cancel`, 'required'),

  // Saved items.
  call('GET', 'saved-items', 'required'),
  call('POST', 'saved-items/add', 'required'),
  call('POST', 'saved-items/remove', 'required'),

  // Account.
  call('GET', 'profile', 'required'),
  call('GET', 'addresses', 'required'),
  call('POST', 'addresses/add', 'required'),
  call('PUT', `addresses/update/${ID}`, 'required'),
  call('DELETE', `addresses/delete/${ID}`, 'required'),
  call('POST', 'change-password', 'required'),
  call('POST', 'deactivate-account', 'required'),
  call('POST', 'verify-token', 'required'),
  call('GET', 'devices', 'required'),
  call('DELETE', `devices/${ID}`, 'required'),
  call('POST', 'devices/sign-out-others', 'required'),
  // Two-factor sign-in from Settings; its second step at login (login/two-factor) has a route
  // handler of its own, as it answers a token.
  call('GET', 'two-factor', 'required'),
  call('POST', 'two-factor/setup', 'required'),
  call('POST', 'two-factor/enable', 'required'),
  call('POST', 'two-factor/disable', 'required'),
  call('POST', 'two-factor/recovery-codes', 'required'),

  // Signed-out account calls: they never carry a token.
  call('POST', 'send-email-code', 'none'),
  call('POST', 'forgot-password', 'none'),
  call('POST', `reset-password/${ID}`, 'none'),
  call('GET', 'auth/providers', 'none'),
];

/** The allowed call for a method and a path below /api/customer/, or undefined. */
export function findAllowedCall(
  method: string,
  path: string,
  calls: readonly AllowedCall[] = ALLOWED_CALLS,
): AllowedCall | undefined {
  const upper = method.toUpperCase();
  return calls.find((allowed) => allowed.method === upper && allowed.path.test(path));
}

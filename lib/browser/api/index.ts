import type { Cart, CartAddResponse, CartMergeLine } from '@/lib/contract/commerce';
import { typed } from '@/lib/shared/bff-calls';
import * as calls from '@/lib/shared/customer-calls';
import { CUSTOMER_PREFIX } from '@/lib/shared/customer-calls';
import { bindGroup } from './bind';
import { BFF_PREFIX } from './header';

/**
 * The browser's one API to the BFF: `api.addresses.update(id, body)`, each call's path, method,
 * answer and body typed from the table it is built from: lib/shared/customer-calls.ts for the
 * proxied customer calls, the rows here and in ./header.ts for the BFF's own route handlers.
 * Components import it as `import * as api from '@/lib/browser/api'` and never write an
 * '/api/...' path (lint).
 *
 * Each call takes its path params (percent-encoded here), then its body (POST and PUT), then
 * options: `query`, `signal`, `cache`. It answers callBff's BffResult and never throws. `.url()`
 * gives the same URL for an SWR key.
 *
 * Code that every page loads (the header's and footer's islands) imports './header' instead: this
 * module brings the customer table (about 1 kB gzipped), which only pages that make a customer
 * call should load (decision 058).
 */
export {
  auth,
  BFF_PREFIX,
  categories,
  LITE_FORMS,
  location,
  search,
  session,
  type SignInStep,
} from './header';
export type { ApiCall, ApiGroup, CallOptions } from './bind';
export type { BffResult } from '../bff';

// The customer calls of lib/shared/customer-calls.ts, through the BFF's proxy.
export const catalog = /*#__PURE__*/ bindGroup(CUSTOMER_PREFIX, calls.catalog);
export const stockAlerts = /*#__PURE__*/ bindGroup(CUSTOMER_PREFIX, calls.stockAlerts);
export const reviews = /*#__PURE__*/ bindGroup(CUSTOMER_PREFIX, calls.reviews);
export const cart = /*#__PURE__*/ bindGroup(CUSTOMER_PREFIX, calls.cart);
export const delivery = /*#__PURE__*/ bindGroup(CUSTOMER_PREFIX, calls.delivery);
export const orders = /*#__PURE__*/ bindGroup(CUSTOMER_PREFIX, calls.orders);
export const savedItems = /*#__PURE__*/ bindGroup(CUSTOMER_PREFIX, calls.savedItems);
export const account = /*#__PURE__*/ bindGroup(CUSTOMER_PREFIX, calls.account);
export const addresses = /*#__PURE__*/ bindGroup(CUSTOMER_PREFIX, calls.addresses);
export const devices = /*#__PURE__*/ bindGroup(CUSTOMER_PREFIX, calls.devices);
export const twoFactor = /*#__PURE__*/ bindGroup(CUSTOMER_PREFIX, calls.twoFactor);

type CartChange = Cart & { message: string };

/** A signed-out shopper's cart, kept in a cookie (decision 041); every change answers it whole. */
export const guestCart = /*#__PURE__*/ bindGroup(BFF_PREFIX, {
  get: { method: 'GET', path: 'guest-cart', types: typed<Cart> },
  add: { method: 'POST', path: 'guest-cart', types: typed<CartAddResponse, CartMergeLine> },
  update: { method: 'PUT', path: 'guest-cart', types: typed<CartChange, CartMergeLine> },
  remove: {
    method: 'DELETE',
    path: 'guest-cart',
    types: typed<CartChange, never, { productId: string }>,
  },
  clear: { method: 'DELETE', path: 'guest-cart', types: typed<CartChange> },
  /** A signed-out SAVE PRODUCT, finished at login. */
  save: {
    method: 'POST',
    path: 'guest-cart/save',
    types: typed<{ message: string }, { productId: string }>,
  },
});

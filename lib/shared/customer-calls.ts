import type { z } from 'zod';
import type * as C from '@/lib/contract';
import type {
  DeliveryQuote,
  deliveryStatesResponse,
  ShippingQuote,
} from '@/lib/contract/shipments';

/**
 * The customer calls of spec section 7 that the browser may make through the BFF's one proxy
 * (app/api/customer/[...path]/route.ts), grouped by what they are about. Three readers share this
 * table: the proxy's allow-list (lib/server/bff/allow-list.ts), the browser's typed API
 * (lib/browser/api.ts) and their tests. A path is below CUSTOMER_PREFIX; each `:name` is one id
 * segment. What a call answers, sends and asks in its query are types only (`typed<...>()`), so
 * nothing of the contract reaches the browser's scripts.
 *
 * Sign-in calls that answer with a token (login, signup, verify-email, logout, auth/google,
 * login/two-factor) are NOT here: they have route handlers of their own that keep the token in the
 * session cookie.
 */
export const CUSTOMER_PREFIX = '/api/customer/';

export type CallMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';

/**
 * - `required`: only for a signed-in shopper; the session's token is sent as a bearer token.
 * - `optional`: the token is sent when there is one.
 * - `none`: public; the token is never sent.
 */
export type SessionNeed = 'required' | 'optional' | 'none';

/** A query string's values; an undefined one is left out. */
export type QueryValues = Record<string, string | number | undefined>;

export interface CallTypes<Answer, Body, Query> {
  answer: Answer;
  body: Body;
  query: Query;
}

/** One call the browser can make: `Body` and `Query` are `never` when it sends none. */
export interface Call<Path extends string = string, Answer = unknown, Body = never, Query = never> {
  readonly method: CallMethod;
  readonly path: Path;
  /** Types only, never set. */
  readonly types?: CallTypes<Answer, Body, Query>;
}

export interface CustomerCall<
  Path extends string = string,
  Answer = unknown,
  Body = never,
  Query = never,
> extends Call<Path, Answer, Body, Query> {
  readonly session: SessionNeed;
}

/**
 * The types of a call, as `call`'s last argument: `typed<Cart>()` or `typed<Answer, Body>()`.
 * A value of nothing: written this way so the path's literal type is still inferred.
 */
export function typed<Answer, Body = never, Query = never>():
  CallTypes<Answer, Body, Query> | undefined {
  return undefined;
}

/** A row of this table. */
export function call<
  Method extends CallMethod,
  Path extends string,
  Answer = unknown,
  Body = never,
  Query = never,
>(
  method: Method,
  path: Path,
  session: SessionNeed,
  types?: CallTypes<Answer, Body, Query>,
): CustomerCall<Path, Answer, Body, Query> & { readonly method: Method } {
  void types; // types only
  return { method, path, session };
}

/** A call of one of the BFF's own route handlers (lib/browser/api.ts): no allow-list, no session need. */
export function route<
  Method extends CallMethod,
  Path extends string,
  Answer = unknown,
  Body = never,
  Query = never,
>(
  method: Method,
  path: Path,
  types?: CallTypes<Answer, Body, Query>,
): Call<Path, Answer, Body, Query> & { readonly method: Method } {
  void types; // types only
  return { method, path };
}

/** A path template's parameter names, in order: 'products/:id/reviews/:reviewId' → [id, reviewId]. */
export type ParamNames<Path extends string> = Path extends `${string}:${infer Name}/${infer Rest}`
  ? [Name, ...ParamNames<Rest>]
  : Path extends `${string}:${infer Name}`
    ? [Name]
    : [];

/** The path with each `:name` replaced by the next value, percent-encoded (one segment each). */
export function fillPath(path: string, params: readonly string[]): string {
  let next = 0;
  return path.replace(/:\w+/g, () => encodeURIComponent(params[next++] ?? ''));
}

/** How many `:name` segments a path has. */
export const paramCount = (path: string): number => path.split(':').length - 1;

type Out<Schema extends z.ZodType> = z.output<Schema>;
type In<Schema extends z.ZodType> = z.input<Schema>;
type Message = Out<typeof C.messageResponse>;

/** GET orders/:orderId/payment-options: the review step's choice (decision 040). */
export interface PaymentOptions {
  online: boolean;
  onDelivery: { offered: boolean; reason: string | null };
  payOnDeliveryMax: number;
}

type OrderAnswer = Out<typeof C.orderDetailsResponse>;

// Catalog: public reads (search suggestions and other client islands; pages read on the server).
export const catalog = {
  products: call('GET', 'products', 'none', typed<C.ProductListResponse>()),
  latest: call('GET', 'products/latest', 'none', typed<Out<typeof C.productsResponse>>()),
  sponsored: call('GET', 'products/sponsored', 'none', typed<Out<typeof C.productsResponse>>()),
  topSelling: call('GET', 'products/top-selling', 'none', typed<Out<typeof C.productsResponse>>()),
  searchResults: call('GET', 'products/search', 'none', typed<Out<typeof C.productsResponse>>()),
  searchPage: call('GET', 'products/search-page', 'none', typed<C.SearchPageResponse>()),
  product: call('GET', 'products/:id', 'none', typed<Out<typeof C.productResponse>>()),
  shopProducts: call('GET', 'shop/products', 'none', typed<C.ProductListResponse>()),
  search: call('GET', 'search', 'none', typed<C.SearchResponse>()),
  sliders: call('GET', 'sliders', 'none', typed<Out<typeof C.slidersResponse>>()),
  categories: call('GET', 'categories', 'none', typed<Out<typeof C.categoriesResponse>>()),
  adverts: call('GET', 'adverts', 'none', typed<Out<typeof C.advertsResponse>>()),
  store: call('GET', 'details', 'none', typed<Out<typeof C.storeResponse>>()),
  warehouseStates: call(
    'GET',
    'warehouse/states',
    'none',
    typed<Out<typeof C.warehouseStatesResponse>>(),
  ),
};

// "Tell me when it's back" on a sold-out product's page: a guest may ask, so no token is sent.
export const stockAlerts = {
  subscribe: call(
    'POST',
    'products/:id/stock-alerts',
    'none',
    typed<Out<typeof C.stockAlertResponse>, In<typeof C.stockAlertBody>>(),
  ),
};

export const reviews = {
  list: call('GET', 'products/:id/reviews', 'none', typed<Out<typeof C.reviewsResponse>>()),
  hasPurchased: call(
    'GET',
    'products/:id/has-purchased',
    'required',
    typed<C.HasPurchasedResponse>(),
  ),
  write: call(
    'POST',
    'products/:id/reviews',
    'required',
    typed<Out<typeof C.reviewSavedResponse>, In<typeof C.reviewBody>>(),
  ),
  update: call(
    'PUT',
    'products/:id/reviews',
    'required',
    typed<Out<typeof C.reviewSavedResponse>, In<typeof C.reviewBody>>(),
  ),
  updateById: call(
    'PUT',
    'products/:id/reviews/:reviewId',
    'required',
    typed<Out<typeof C.reviewSavedResponse>, In<typeof C.reviewBody>>(),
  ),
};

type CartChange = Out<typeof C.cartChangeResponse>;

export const cart = {
  get: call('GET', 'cart', 'required', typed<C.Cart>()),
  add: call('POST', 'cart/add', 'required', typed<C.CartAddResponse, C.CartAddBody>()),
  merge: call('POST', 'cart/merge', 'required', typed<C.CartMergeResponse, C.CartMergeBody>()),
  update: call('PUT', 'cart/update', 'required', typed<CartChange, C.CartUpdateBody>()),
  remove: call('DELETE', 'cart/remove/:productId', 'required', typed<CartChange>()),
  clear: call('DELETE', 'cart/clear', 'required', typed<CartChange>()),
  tax: call('GET', 'tax', 'optional', typed<Out<typeof C.taxResponse>>()),
};

export const delivery = {
  areas: call(
    'GET',
    'delivery-areas',
    'optional',
    typed<Out<typeof C.deliveryAreasResponse>, never, { state: string }>(),
  ),
  states: call('GET', 'delivery-states', 'none', typed<Out<typeof deliveryStatesResponse>>()),
  quote: call(
    'GET',
    'delivery-quote',
    'none',
    typed<DeliveryQuote, never, { from: string; to: string }>(),
  ),
  shippingQuote: call(
    'GET',
    'shipping-quote',
    'required',
    typed<ShippingQuote, never, { state: string; area?: string }>(),
  ),
};

export const orders = {
  create: call(
    'POST',
    'orders',
    'required',
    typed<Out<typeof C.createOrderResponse>, In<typeof C.createOrderBody>>(),
  ),
  list: call(
    'GET',
    'orders',
    'required',
    typed<C.OrdersResponse, never, { page?: number; limit?: number }>(),
  ),
  get: call('GET', 'orders/:orderId', 'required', typed<OrderAnswer>()),
  details: call('GET', 'orders/details/:orderId', 'required', typed<OrderAnswer>()),
  verifyPayment: call(
    'POST',
    'orders/:orderId/verify-payment',
    'required',
    typed<OrderAnswer, In<typeof C.verifyPaymentBody>>(),
  ),
  buyAgain: call('POST', 'orders/:orderId/buy-again', 'required', typed<C.CartMergeResponse>()),
  initiatePayment: call(
    'POST',
    'initiate-payment',
    'required',
    typed<Out<typeof C.initiatePaymentResponse>, In<typeof C.initiatePaymentBody>>(),
  ),
  paymentOptions: call(
    'GET',
    'orders/:orderId/payment-options',
    'required',
    typed<PaymentOptions>(),
  ),
  payOnDelivery: call(
    'POST',
    'orders/:orderId/pay-on-delivery',
    'required',
    typed<Message & OrderAnswer, Record<string, never>>(),
  ),
  cancel: call(
    'POST',
    'orders/:orderId/cancel',
    'required',
    typed<Message & OrderAnswer, Record<string, never>>(),
  ),
};

export const savedItems = {
  list: call(
    'GET',
    'saved-items',
    'required',
    typed<C.SavedItemsResponse, never, { page: number; limit: number; productId?: string }>(),
  ),
  add: call('POST', 'saved-items/add', 'required', typed<Message, In<typeof C.savedItemBody>>()),
  remove: call(
    'POST',
    'saved-items/remove',
    'required',
    typed<Message, In<typeof C.savedItemBody>>(),
  ),
};

export const account = {
  profile: call('GET', 'profile', 'required', typed<Out<typeof C.profileResponse>>()),
  changePassword: call(
    'POST',
    'change-password',
    'required',
    typed<Message, In<typeof C.changePasswordBody>>(),
  ),
  deactivate: call('POST', 'deactivate-account', 'required', typed<Message>()),
  verifyToken: call('POST', 'verify-token', 'required', typed<Out<typeof C.verifyTokenResponse>>()),
  // Signed-out account calls: they never carry a token.
  sendEmailCode: call(
    'POST',
    'send-email-code',
    'none',
    typed<Message, In<typeof C.sendEmailCodeBody>>(),
  ),
  forgotPassword: call(
    'POST',
    'forgot-password',
    'none',
    typed<Message, In<typeof C.forgotPasswordBody>>(),
  ),
  resetPassword: call(
    'POST',
    'reset-password/:token',
    'none',
    typed<Message, In<typeof C.resetPasswordBody>>(),
  ),
  authProviders: call('GET', 'auth/providers', 'none', typed<C.AuthProviders>()),
};

export const addresses = {
  list: call('GET', 'addresses', 'required', typed<Out<typeof C.addressesResponse>>()),
  add: call(
    'POST',
    'addresses/add',
    'required',
    typed<Out<typeof C.addressResponse>, C.AddressBody>(),
  ),
  update: call(
    'PUT',
    'addresses/update/:id',
    'required',
    typed<Out<typeof C.addressResponse>, C.AddressBody>(),
  ),
  remove: call('DELETE', 'addresses/delete/:id', 'required', typed<Message>()),
};

export const devices = {
  list: call('GET', 'devices', 'required', typed<Out<typeof C.devicesResponse>>()),
  signOut: call('DELETE', 'devices/:id', 'required', typed<Message>()),
  signOutOthers: call('POST', 'devices/sign-out-others', 'required', typed<Message>()),
};

// Two-factor sign-in from Settings; its second step at login (login/two-factor) has a route
// handler of its own, as it answers a token.
export const twoFactor = {
  status: call('GET', 'two-factor', 'required', typed<C.TwoFactorStatus>()),
  setup: call('POST', 'two-factor/setup', 'required', typed<C.TwoFactorSetup>()),
  enable: call(
    'POST',
    'two-factor/enable',
    'required',
    typed<C.RecoveryCodesAnswer, In<typeof C.enableTwoFactorBody>>(),
  ),
  disable: call(
    'POST',
    'two-factor/disable',
    'required',
    typed<Message, In<typeof C.turnOffTwoFactorBody>>(),
  ),
  recoveryCodes: call(
    'POST',
    'two-factor/recovery-codes',
    'required',
    typed<C.RecoveryCodesAnswer, In<typeof C.secondFactorBody>>(),
  ),
};

/** Every group: the allow-list is made of these rows and nothing else. */
export const CUSTOMER_CALLS = {
  catalog,
  stockAlerts,
  reviews,
  cart,
  delivery,
  orders,
  savedItems,
  account,
  addresses,
  devices,
  twoFactor,
};

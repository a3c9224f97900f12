import type { z } from 'zod';
import type * as C from '@/lib/contract';
import { typed, type CustomerCall } from './bff-calls';
import type {
  DeliveryQuote,
  deliveryStatesResponse,
  ShippingQuote,
} from '@/lib/contract/shipments';
import type { createPayLinkBody, createPayLinkResponse } from '@/lib/contract/pay-links';

/**
 * The customer calls of spec section 7 that the browser may make through the BFF's one proxy
 * (app/api/customer/[...path]/route.ts), grouped by what they are about. Three readers share this
 * table: the proxy's allow-list (lib/server/bff/allow-list.ts), the browser's typed API
 * (lib/browser/api) and their tests. A path is below CUSTOMER_PREFIX; each `:name` is one id
 * segment. What a call answers, sends and asks in its query are types only (`typed<...>`), so
 * nothing of the contract reaches the browser's scripts.
 *
 * Sign-in calls that answer with a token (login, signup, verify-email, logout, auth/google,
 * login/two-factor) are NOT here: they have route handlers of their own that keep the token in the
 * session cookie.
 */
export const CUSTOMER_PREFIX = '/api/customer/';

/**
 * The rows are plain data (lib/shared/bff-calls.ts), so that a page's scripts leave out every
 * group none of its code calls (the browser calls none of the catalog's, for instance); `as const`
 * keeps each path's text in its type, for the browser API's parameters.
 */
type Group = Record<string, CustomerCall>;

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
  products: {
    method: 'GET',
    path: 'products',
    session: 'none',
    types: typed<C.ProductListResponse>,
  },
  latest: {
    method: 'GET',
    path: 'products/latest',
    session: 'none',
    types: typed<Out<typeof C.productsResponse>>,
  },
  sponsored: {
    method: 'GET',
    path: 'products/sponsored',
    session: 'none',
    types: typed<Out<typeof C.productsResponse>>,
  },
  topSelling: {
    method: 'GET',
    path: 'products/top-selling',
    session: 'none',
    types: typed<Out<typeof C.productsResponse>>,
  },
  searchResults: {
    method: 'GET',
    path: 'products/search',
    session: 'none',
    types: typed<Out<typeof C.productsResponse>>,
  },
  searchPage: {
    method: 'GET',
    path: 'products/search-page',
    session: 'none',
    types: typed<C.SearchPageResponse>,
  },
  product: {
    method: 'GET',
    path: 'products/:id',
    session: 'none',
    types: typed<Out<typeof C.productResponse>>,
  },
  shopProducts: {
    method: 'GET',
    path: 'shop/products',
    session: 'none',
    types: typed<C.ProductListResponse>,
  },
  search: { method: 'GET', path: 'search', session: 'none', types: typed<C.SearchResponse> },
  sliders: {
    method: 'GET',
    path: 'sliders',
    session: 'none',
    types: typed<Out<typeof C.slidersResponse>>,
  },
  categories: {
    method: 'GET',
    path: 'categories',
    session: 'none',
    types: typed<Out<typeof C.categoriesResponse>>,
  },
  adverts: {
    method: 'GET',
    path: 'adverts',
    session: 'none',
    types: typed<Out<typeof C.advertsResponse>>,
  },
  store: {
    method: 'GET',
    path: 'details',
    session: 'none',
    types: typed<Out<typeof C.storeResponse>>,
  },
  warehouseStates: {
    method: 'GET',
    path: 'warehouse/states',
    session: 'none',
    types: typed<Out<typeof C.warehouseStatesResponse>>,
  },
} as const satisfies Group;

// "Tell me when it's back" on a sold-out product's page: a guest may ask, so no token is sent.
export const stockAlerts = {
  subscribe: {
    method: 'POST',
    path: 'products/:id/stock-alerts',
    session: 'none',
    types: typed<Out<typeof C.stockAlertResponse>, In<typeof C.stockAlertBody>>,
  },
} as const satisfies Group;

export const reviews = {
  list: {
    method: 'GET',
    path: 'products/:id/reviews',
    session: 'none',
    types: typed<Out<typeof C.reviewsResponse>>,
  },
  hasPurchased: {
    method: 'GET',
    path: 'products/:id/has-purchased',
    session: 'required',
    types: typed<C.HasPurchasedResponse>,
  },
  write: {
    method: 'POST',
    path: 'products/:id/reviews',
    session: 'required',
    types: typed<Out<typeof C.reviewSavedResponse>, In<typeof C.reviewBody>>,
  },
  update: {
    method: 'PUT',
    path: 'products/:id/reviews',
    session: 'required',
    types: typed<Out<typeof C.reviewSavedResponse>, In<typeof C.reviewBody>>,
  },
  updateById: {
    method: 'PUT',
    path: 'products/:id/reviews/:reviewId',
    session: 'required',
    types: typed<Out<typeof C.reviewSavedResponse>, In<typeof C.reviewBody>>,
  },
} as const satisfies Group;

type CartChange = Out<typeof C.cartChangeResponse>;

export const cart = {
  get: { method: 'GET', path: 'cart', session: 'required', types: typed<C.Cart> },
  add: {
    method: 'POST',
    path: 'cart/add',
    session: 'required',
    types: typed<C.CartAddResponse, C.CartAddBody>,
  },
  merge: {
    method: 'POST',
    path: 'cart/merge',
    session: 'required',
    types: typed<C.CartMergeResponse, C.CartMergeBody>,
  },
  update: {
    method: 'PUT',
    path: 'cart/update',
    session: 'required',
    types: typed<CartChange, C.CartUpdateBody>,
  },
  remove: {
    method: 'DELETE',
    path: 'cart/remove/:productId',
    session: 'required',
    types: typed<CartChange>,
  },
  clear: { method: 'DELETE', path: 'cart/clear', session: 'required', types: typed<CartChange> },
  tax: { method: 'GET', path: 'tax', session: 'optional', types: typed<Out<typeof C.taxResponse>> },
} as const satisfies Group;

export const delivery = {
  areas: {
    method: 'GET',
    path: 'delivery-areas',
    session: 'optional',
    types: typed<Out<typeof C.deliveryAreasResponse>, never, { state: string }>,
  },
  states: {
    method: 'GET',
    path: 'delivery-states',
    session: 'none',
    types: typed<Out<typeof deliveryStatesResponse>>,
  },
  quote: {
    method: 'GET',
    path: 'delivery-quote',
    session: 'none',
    types: typed<DeliveryQuote, never, { from: string; to: string }>,
  },
  shippingQuote: {
    method: 'GET',
    path: 'shipping-quote',
    session: 'required',
    types: typed<ShippingQuote, never, { state: string; area?: string }>,
  },
} as const satisfies Group;

export const orders = {
  create: {
    method: 'POST',
    path: 'orders',
    session: 'required',
    types: typed<Out<typeof C.createOrderResponse>, In<typeof C.createOrderBody>>,
  },
  list: {
    method: 'GET',
    path: 'orders',
    session: 'required',
    types: typed<C.OrdersResponse, never, { page?: number; limit?: number }>,
  },
  get: { method: 'GET', path: 'orders/:orderId', session: 'required', types: typed<OrderAnswer> },
  details: {
    method: 'GET',
    path: 'orders/details/:orderId',
    session: 'required',
    types: typed<OrderAnswer>,
  },
  verifyPayment: {
    method: 'POST',
    path: 'orders/:orderId/verify-payment',
    session: 'required',
    types: typed<OrderAnswer, In<typeof C.verifyPaymentBody>>,
  },
  buyAgain: {
    method: 'POST',
    path: 'orders/:orderId/buy-again',
    session: 'required',
    types: typed<C.CartMergeResponse>,
  },
  initiatePayment: {
    method: 'POST',
    path: 'initiate-payment',
    session: 'required',
    types: typed<Out<typeof C.initiatePaymentResponse>, In<typeof C.initiatePaymentBody>>,
  },
  paymentOptions: {
    method: 'GET',
    path: 'orders/:orderId/payment-options',
    session: 'required',
    types: typed<PaymentOptions>,
  },
  payOnDelivery: {
    method: 'POST',
    path: 'orders/:orderId/pay-on-delivery',
    session: 'required',
    types: typed<Message & OrderAnswer, Record<string, never>>,
  },
  cancel: {
    method: 'POST',
    path: 'orders/:orderId/cancel',
    session: 'required',
    types: typed<Message & OrderAnswer, Record<string, never>>,
  },
  /** "Ask someone to pay" (decision 061): the link's address is answered this once. */
  askSomeoneToPay: {
    method: 'POST',
    path: 'orders/:orderId/pay-link',
    session: 'required',
    types: typed<Out<typeof createPayLinkResponse>, In<typeof createPayLinkBody>>,
  },
  withdrawPayLink: {
    method: 'DELETE',
    path: 'orders/:orderId/pay-link',
    session: 'required',
    types: typed<Message & OrderAnswer>,
  },
} as const satisfies Group;

export const savedItems = {
  list: {
    method: 'GET',
    path: 'saved-items',
    session: 'required',
    types: typed<C.SavedItemsResponse, never, { page: number; limit: number; productId?: string }>,
  },
  add: {
    method: 'POST',
    path: 'saved-items/add',
    session: 'required',
    types: typed<Message, In<typeof C.savedItemBody>>,
  },
  remove: {
    method: 'POST',
    path: 'saved-items/remove',
    session: 'required',
    types: typed<Message, In<typeof C.savedItemBody>>,
  },
} as const satisfies Group;

export const account = {
  profile: {
    method: 'GET',
    path: 'profile',
    session: 'required',
    types: typed<Out<typeof C.profileResponse>>,
  },
  changePassword: {
    method: 'POST',
    path: 'change-password',
    session: 'required',
    types: typed<Message, In<typeof C.changePasswordBody>>,
  },
  deactivate: {
    method: 'POST',
    path: 'deactivate-account',
    session: 'required',
    types: typed<Message>,
  },
  verifyToken: {
    method: 'POST',
    path: 'verify-token',
    session: 'required',
    types: typed<Out<typeof C.verifyTokenResponse>>,
  },
  // Signed-out account calls: they never carry a token.
  sendEmailCode: {
    method: 'POST',
    path: 'send-email-code',
    session: 'none',
    types: typed<Message, In<typeof C.sendEmailCodeBody>>,
  },
  forgotPassword: {
    method: 'POST',
    path: 'forgot-password',
    session: 'none',
    types: typed<Message, In<typeof C.forgotPasswordBody>>,
  },
  resetPassword: {
    method: 'POST',
    path: 'reset-password/:token',
    session: 'none',
    types: typed<Message, In<typeof C.resetPasswordBody>>,
  },
  authProviders: {
    method: 'GET',
    path: 'auth/providers',
    session: 'none',
    types: typed<C.AuthProviders>,
  },
} as const satisfies Group;

export const addresses = {
  list: {
    method: 'GET',
    path: 'addresses',
    session: 'required',
    types: typed<Out<typeof C.addressesResponse>>,
  },
  add: {
    method: 'POST',
    path: 'addresses/add',
    session: 'required',
    types: typed<Out<typeof C.addressResponse>, C.AddressBody>,
  },
  update: {
    method: 'PUT',
    path: 'addresses/update/:id',
    session: 'required',
    types: typed<Out<typeof C.addressResponse>, C.AddressBody>,
  },
  remove: {
    method: 'DELETE',
    path: 'addresses/delete/:id',
    session: 'required',
    types: typed<Message>,
  },
} as const satisfies Group;

export const devices = {
  list: {
    method: 'GET',
    path: 'devices',
    session: 'required',
    types: typed<Out<typeof C.devicesResponse>>,
  },
  signOut: { method: 'DELETE', path: 'devices/:id', session: 'required', types: typed<Message> },
  signOutOthers: {
    method: 'POST',
    path: 'devices/sign-out-others',
    session: 'required',
    types: typed<Message>,
  },
} as const satisfies Group;

// Two-factor sign-in from Settings; its second step at login (login/two-factor) has a route
// handler of its own, as it answers a token.
export const twoFactor = {
  status: {
    method: 'GET',
    path: 'two-factor',
    session: 'required',
    types: typed<C.TwoFactorStatus>,
  },
  setup: {
    method: 'POST',
    path: 'two-factor/setup',
    session: 'required',
    types: typed<C.TwoFactorSetup>,
  },
  enable: {
    method: 'POST',
    path: 'two-factor/enable',
    session: 'required',
    types: typed<C.RecoveryCodesAnswer, In<typeof C.enableTwoFactorBody>>,
  },
  disable: {
    method: 'POST',
    path: 'two-factor/disable',
    session: 'required',
    types: typed<Message, In<typeof C.turnOffTwoFactorBody>>,
  },
  recoveryCodes: {
    method: 'POST',
    path: 'two-factor/recovery-codes',
    session: 'required',
    types: typed<C.RecoveryCodesAnswer, In<typeof C.secondFactorBody>>,
  },
} as const satisfies Group;

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

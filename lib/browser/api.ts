import type { Cart, CartAddResponse, CartMergeLine } from '@/lib/contract/commerce';
import type { LoginBody, SignupBody, VerifyEmailBody } from '@/lib/contract/accounts';
import type { CategoryLink } from '@/lib/shared/catalog/category-links';
import * as calls from '@/lib/shared/customer-calls';
import {
  CUSTOMER_PREFIX,
  fillPath,
  paramCount,
  route,
  typed,
  type Call,
  type QueryValues,
} from '@/lib/shared/customer-calls';
import type { LocationChoice } from '@/lib/shared/location';
import type { PopularSearches, SearchSuggestions } from '@/lib/shared/search-suggestions';
import type { SessionSummary } from '@/lib/shared/session-summary';
import { callBff, type BffResult } from './bff';

/**
 * The browser's one API to the BFF: `api.addresses.update(id, body)`, each call's path, method,
 * answer and body typed from the table it is built from (lib/shared/customer-calls.ts for the
 * proxied customer calls, BFF_ROUTES below for the BFF's own route handlers). Components import it
 * as `import * as api from '@/lib/browser/api'` and never write an '/api/...' path (lint).
 *
 * Each call takes its path params (percent-encoded here), then its body (POST and PUT), then
 * options: `query`, `signal`, `cache`. It answers callBff's BffResult and never throws. `.url()`
 * gives the same URL for an SWR key. Each group is its own export, so a page's scripts carry only
 * the groups it calls.
 */

export type { BffResult };

export interface CallOptions<Query = never> {
  /** The query string; a name whose value is undefined is left out. */
  query?: Query;
  /** Cancels the call; a cancelled call answers like one that got no answer (status 0). */
  signal?: AbortSignal;
  /** 'no-store' by default (see callBff). */
  cache?: RequestCache;
}

type AnyCall = Call<string, unknown, unknown, unknown>;
type Types<C extends AnyCall> = NonNullable<C['types']>;

/** One string per `:name` segment of the path. */
type PathArgs<Path extends string> = Path extends `${string}:${string}/${infer Rest}`
  ? [string, ...PathArgs<Rest>]
  : Path extends `${string}:${string}`
    ? [string]
    : [];

/** GET and DELETE send no body; POST and PUT take one, left out when the call has none. */
type BodyArgs<C extends AnyCall> = C['method'] extends 'GET' | 'DELETE'
  ? []
  : [Types<C>['body']] extends [never]
    ? [body?: undefined]
    : [body: Types<C>['body']];

export interface ApiCall<C extends AnyCall> {
  (
    ...args: [...PathArgs<C['path']>, ...BodyArgs<C>, options?: CallOptions<Types<C>['query']>]
  ): Promise<BffResult<Types<C>['answer']>>;
  /** The call's URL: for an SWR key, which its fetcher then asks with a GET. */
  url(...args: [...PathArgs<C['path']>, query?: Types<C>['query']]): string;
}

export type ApiGroup<Group extends Record<string, AnyCall>> = {
  [Name in keyof Group]: ApiCall<Group[Name]>;
};

function urlOf(prefix: string, path: string, params: unknown[], query?: QueryValues): string {
  const search = new URLSearchParams();
  for (const [name, value] of Object.entries(query ?? {})) {
    if (value !== undefined) search.set(name, String(value));
  }
  const text = search.toString();
  return `${prefix}${fillPath(path, params as string[])}${text ? `?${text}` : ''}`;
}

function bind<C extends AnyCall>(prefix: string, call: C): ApiCall<C> {
  const count = paramCount(call.path);
  const hasBody = call.method === 'POST' || call.method === 'PUT';
  const run = (...args: unknown[]) => {
    const options = (args[hasBody ? count + 1 : count] ?? {}) as CallOptions<QueryValues>;
    return callBff(urlOf(prefix, call.path, args.slice(0, count), options.query), {
      method: call.method,
      body: hasBody ? args[count] : undefined,
      signal: options.signal,
      cache: options.cache,
    });
  };
  const url = (...args: unknown[]) =>
    urlOf(prefix, call.path, args.slice(0, count), args[count] as QueryValues | undefined);
  return Object.assign(run, { url }) as unknown as ApiCall<C>;
}

function bindGroup<Group extends Record<string, AnyCall>>(
  prefix: string,
  group: Group,
): ApiGroup<Group> {
  const bound: Record<string, unknown> = {};
  for (const name of Object.keys(group)) bound[name] = bind(prefix, group[name]);
  return bound as ApiGroup<Group>;
}

// The customer calls, through the proxy.
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

/** The BFF's own route handlers, below this prefix (app/api/...). */
export const BFF_PREFIX = '/api/';

/**
 * What the BFF's sign-in routes answer (lib/server/bff/sign-in.ts): never the token; a first step
 * of an account with two-factor on answers `twoFactorRequired` instead of signing in.
 */
export interface SignInStep {
  message?: string;
  twoFactorRequired?: boolean;
  expiresInSeconds?: number;
  customer?: { firstName: string };
  recoveryCodesLeft?: number;
  /** What happened to the cart and saves made while signed out (decision 041). */
  notice?: string;
}

type Message = { message: string };
type CartChange = Cart & Message;

/**
 * The route handlers of the BFF the browser calls (not proxied: each does more than pass a call
 * on, such as keeping a token or the guest cart in the session cookie).
 */
export const BFF_ROUTES = {
  session: { get: route('GET', 'session', typed<SessionSummary>()) },
  location: {
    warehouseStates: route('GET', 'location', typed<{ states?: unknown }>()),
    save: route('POST', 'location', typed<Message, { location: LocationChoice }>()),
  },
  auth: {
    login: route('POST', 'auth/login', typed<SignInStep, LoginBody>()),
    signup: route('POST', 'auth/signup', typed<Message, SignupBody>()),
    verifyEmail: route('POST', 'auth/verify-email', typed<SignInStep, VerifyEmailBody>()),
    google: route('POST', 'auth/google', typed<SignInStep, { idToken: string }>()),
    twoFactor: route('POST', 'auth/two-factor', typed<SignInStep, { code: string }>()),
    logout: route('POST', 'auth/logout', typed<Message>()),
  },
  /** A signed-out shopper's cart, kept in a cookie (decision 041); every change answers it whole. */
  guestCart: {
    get: route('GET', 'guest-cart', typed<Cart>()),
    add: route('POST', 'guest-cart', typed<CartAddResponse, CartMergeLine>()),
    update: route('PUT', 'guest-cart', typed<CartChange, CartMergeLine>()),
    remove: route('DELETE', 'guest-cart', typed<CartChange, never, { productId: string }>()),
    clear: route('DELETE', 'guest-cart', typed<CartChange>()),
    /** A signed-out SAVE PRODUCT, finished at login. */
    save: route('POST', 'guest-cart/save', typed<Message, { productId: string }>()),
  },
  search: {
    suggestions: route('GET', 'search', typed<SearchSuggestions, never, { query: string }>()),
    popular: route('GET', 'search/popular', typed<PopularSearches>()),
  },
  categories: { links: route('GET', 'categories', typed<{ categories?: CategoryLink[] }>()) },
};

export const session = /*#__PURE__*/ bindGroup(BFF_PREFIX, BFF_ROUTES.session);
export const location = /*#__PURE__*/ bindGroup(BFF_PREFIX, BFF_ROUTES.location);
export const auth = /*#__PURE__*/ bindGroup(BFF_PREFIX, BFF_ROUTES.auth);
export const guestCart = /*#__PURE__*/ bindGroup(BFF_PREFIX, BFF_ROUTES.guestCart);
export const search = /*#__PURE__*/ bindGroup(BFF_PREFIX, BFF_ROUTES.search);
export const categories = /*#__PURE__*/ bindGroup(BFF_PREFIX, BFF_ROUTES.categories);

/**
 * The Lite pages' form handlers (app/api/lite/*, decision 047): plain form posts that work without
 * scripts, so they are `action` attributes rather than calls.
 */
export const LITE_FORMS = {
  mode: `${BFF_PREFIX}lite/mode`,
  location: `${BFF_PREFIX}lite/location`,
  cart: `${BFF_PREFIX}lite/cart`,
  stockAlert: `${BFF_PREFIX}lite/stock-alert`,
} as const;

import type { LoginBody, SignupBody, VerifyEmailBody } from '@/lib/contract/accounts';
import type { CategoryLink } from '@/lib/shared/catalog/category-links';
import { typed } from '@/lib/shared/bff-calls';
import type { LocationChoice } from '@/lib/shared/location';
import type { PopularSearches, SearchSuggestions } from '@/lib/shared/search-suggestions';
import type { SessionSummary } from '@/lib/shared/session-summary';
import { bindGroup } from './bind';

/**
 * The part of the browser API that every page's header and footer call: the session, the
 * location, search, the category links and sign-in (the account menu's logout). Re-exported by
 * ./index.ts; code that every page loads imports this module itself, so that it does not bring
 * the customer table along (decision 058).
 *
 * These are the BFF's own route handlers (app/api/...), not proxied: each does more than pass a
 * call on, such as keeping the token or the location in a cookie.
 */
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

export const session = /*#__PURE__*/ bindGroup(BFF_PREFIX, {
  get: { method: 'GET', path: 'session', types: typed<SessionSummary> },
});
export const location = /*#__PURE__*/ bindGroup(BFF_PREFIX, {
  warehouseStates: { method: 'GET', path: 'location', types: typed<{ states?: unknown }> },
  save: { method: 'POST', path: 'location', types: typed<Message, { location: LocationChoice }> },
});
export const auth = /*#__PURE__*/ bindGroup(BFF_PREFIX, {
  login: { method: 'POST', path: 'auth/login', types: typed<SignInStep, LoginBody> },
  signup: { method: 'POST', path: 'auth/signup', types: typed<Message, SignupBody> },
  verifyEmail: {
    method: 'POST',
    path: 'auth/verify-email',
    types: typed<SignInStep, VerifyEmailBody>,
  },
  google: { method: 'POST', path: 'auth/google', types: typed<SignInStep, { idToken: string }> },
  twoFactor: {
    method: 'POST',
    path: 'auth/two-factor',
    types: typed<SignInStep, { code: string }>,
  },
  logout: { method: 'POST', path: 'auth/logout', types: typed<Message> },
});
export const search = /*#__PURE__*/ bindGroup(BFF_PREFIX, {
  suggestions: {
    method: 'GET',
    path: 'search',
    types: typed<SearchSuggestions, never, { query: string }>,
  },
  popular: { method: 'GET', path: 'search/popular', types: typed<PopularSearches> },
});
export const categories = /*#__PURE__*/ bindGroup(BFF_PREFIX, {
  links: { method: 'GET', path: 'categories', types: typed<{ categories?: CategoryLink[] }> },
});

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

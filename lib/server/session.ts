import 'server-only';
import {
  getIronSession,
  sealData,
  unsealData,
  type IronSession,
  type SessionOptions,
} from 'iron-session';
import { cookies } from 'next/headers';
import {
  EMPTY_GUEST_CART,
  isEmptyGuestCart,
  toGuestCart,
  type GuestCart,
} from '@/lib/shared/cart/guest-cart';
import { isNigerianState, type NigerianState } from '@/lib/contract/states';
import type { LocationChoice } from '@/lib/shared/location';
import { getSettings, type StorefrontSettings } from '@/lib/server/settings';
import { resolveSessionSecret } from './session-secret';
import { COOKIES, cookieOptions } from '@/lib/shared/cookies';

/**
 * The shopper's encrypted session cookie. This is the only module that touches cookies(): the
 * marketplace token lives here and nowhere the browser can read it.
 */
export interface SessionData {
  /** The marketplace API's bearer token of the signed-in shopper. */
  token?: string;
  customer?: {
    firstName: string;
    lastName?: string;
    email?: string;
  };
  /**
   * Between a right password and the second step of an account with two-factor on: the API's
   * challenge for that sign-in. Never together with a token; it signs nobody in by itself.
   */
  twoFactorChallenge?: string;
}

export { MIN_SECRET_LENGTH, resolveSessionSecret } from './session-secret';

const SESSION_TTL = COOKIES.session.maxAge;

export function sessionOptions(settings: StorefrontSettings = getSettings()): SessionOptions {
  return {
    cookieName: COOKIES.session.name,
    password: resolveSessionSecret(settings),
    ttl: SESSION_TTL,
    // The cookie lives as long as its seal (ttl).
    cookieOptions: cookieOptions('session', settings.production),
  };
}

async function openSession(): Promise<IronSession<SessionData>> {
  return getIronSession<SessionData>(await cookies(), sessionOptions());
}

/** The current session's data; empty when the shopper is signed out. */
export async function getSession(): Promise<SessionData> {
  const { token, customer, twoFactorChallenge } = await openSession();
  return { token, customer, twoFactorChallenge };
}

/** Replaces the session's data. Only in route handlers and server actions, where cookies can be set. */
export async function saveSession(data: SessionData): Promise<void> {
  const session = await openSession();
  session.token = data.token;
  session.customer = data.customer;
  session.twoFactorChallenge = data.twoFactorChallenge;
  await session.save();
}

export async function clearSession(): Promise<void> {
  const session = await openSession();
  session.destroy();
}

/** A cookie jar as middleware sees it (`request.cookies`); it has no cookies() of its own. */
export interface RequestCookieReader {
  get(name: string): { value: string } | undefined;
}

/**
 * The session carried by a request's cookies, for middleware.ts: it only tells whether the cookie
 * is present and decrypts with our secret (the marketplace API may still have revoked the token).
 */
export async function readRequestSession(cookieJar: RequestCookieReader): Promise<SessionData> {
  const sealed = cookieJar.get(COOKIES.session.name)?.value;
  if (!sealed) return {};
  const { password, ttl } = sessionOptions();
  try {
    const { token, customer } = await unsealData<SessionData>(sealed, { password, ttl });
    return { token, customer };
  } catch {
    return {};
  }
}

/**
 * The shopper's chosen state, or undefined before the first choice and for All Nigeria (no state
 * filter, decision 042). Reading it makes a page render per request: only pages whose lists depend on the location call this.
 */
export async function getLocation(): Promise<NigerianState | undefined> {
  const value = (await cookies()).get(COOKIES.location.name)?.value;
  return value && isNigerianState(value) ? value : undefined;
}

/** Keeps the chosen location (a state or All Nigeria) for a year. Only in route handlers and server actions. */
export async function saveLocation(location: LocationChoice): Promise<void> {
  (await cookies()).set(
    COOKIES.location.name,
    location,
    cookieOptions('location', getSettings().production),
  );
}

/** A guest cart is kept for 30 days, as shoppers come back to a cart days later. */
const GUEST_CART_TTL = COOKIES.guestCart.maxAge;

/**
 * A signed-out shopper's cart (lib/shared/cart/guest-cart.ts), sealed with the session's secret so that
 * the browser can neither read nor forge it; only ids and quantities are inside (decision 041).
 */
export async function readGuestCart(): Promise<GuestCart> {
  const sealed = (await cookies()).get(COOKIES.guestCart.name)?.value;
  if (!sealed) return EMPTY_GUEST_CART;
  try {
    const { password } = sessionOptions();
    return toGuestCart(await unsealData(sealed, { password, ttl: GUEST_CART_TTL }));
  } catch {
    return EMPTY_GUEST_CART;
  }
}

/** Keeps the guest cart (an empty one clears the cookie). Only in route handlers. */
export async function saveGuestCart(cart: GuestCart): Promise<void> {
  const jar = await cookies();
  if (isEmptyGuestCart(cart)) {
    jar.delete(COOKIES.guestCart.name);
    return;
  }
  const { password } = sessionOptions();
  jar.set(
    COOKIES.guestCart.name,
    await sealData(cart, { password, ttl: GUEST_CART_TTL }),
    cookieOptions('guestCart', getSettings().production),
  );
}

/**
 * A signed-out shopper's cart, kept in a sealed cookie until they sign in (issue 30.3, decision
 * 041). It holds product ids and quantities only: prices, titles and stock are always read from
 * the catalog, and the API checks everything again when the cart is merged at sign-in. Pure
 * functions; the cookie itself is lib/server/session.ts's.
 */

export interface GuestCartLine {
  productId: string;
  qty: number;
}

export interface GuestCart {
  lines: GuestCartLine[];
  /** Products the shopper asked to save while signed out: saved at sign-in. */
  saves: string[];
}

/** Lines a guest cart may hold: a cookie stays well under browsers' 4 KB with 30 short lines. */
export const GUEST_CART_MAX_LINES = 30;
export const GUEST_CART_MAX_SAVES = 10;
export const GUEST_CART_MAX_QTY = 10_000;

export const EMPTY_GUEST_CART: GuestCart = { lines: [], saves: [] };

export const GUEST_CART_MESSAGES = {
  full: `Your cart can hold up to ${GUEST_CART_MAX_LINES} different products before you log in. Log in to add more.`,
} as const;

const PRODUCT_ID = /^[1-9][0-9]{0,9}$/;

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null;

/** Whatever a cookie held, as a guest cart: anything malformed is dropped, never trusted. */
export function toGuestCart(value: unknown): GuestCart {
  if (!isRecord(value)) return EMPTY_GUEST_CART;
  const lines: GuestCartLine[] = [];
  for (const line of Array.isArray(value.lines) ? value.lines : []) {
    if (!isRecord(line)) continue;
    const { productId, qty } = line;
    if (typeof productId !== 'string' || !PRODUCT_ID.test(productId)) continue;
    if (typeof qty !== 'number' || !Number.isInteger(qty) || qty < 1) continue;
    if (lines.some((seen) => seen.productId === productId)) continue;
    lines.push({ productId, qty: Math.min(qty, GUEST_CART_MAX_QTY) });
  }
  const saves = (Array.isArray(value.saves) ? value.saves : []).filter(
    (id): id is string => typeof id === 'string' && PRODUCT_ID.test(id),
  );
  return {
    lines: lines.slice(0, GUEST_CART_MAX_LINES),
    saves: [...new Set(saves)].slice(0, GUEST_CART_MAX_SAVES),
  };
}

export function qtyInGuestCart(cart: GuestCart, productId: string): number {
  return cart.lines.find((line) => line.productId === productId)?.qty ?? 0;
}

/** Adds qty on top of the line (or a new line last); undefined when the cart has no room. */
export function addGuestLine(
  cart: GuestCart,
  productId: string,
  qty: number,
): GuestCart | undefined {
  const inCart = qtyInGuestCart(cart, productId);
  if (inCart === 0 && cart.lines.length >= GUEST_CART_MAX_LINES) return undefined;
  return setGuestLine(cart, productId, inCart + qty);
}

/** Sets a line's quantity (a new line when absent); 0 removes it. */
export function setGuestLine(cart: GuestCart, productId: string, qty: number): GuestCart {
  const capped = Math.min(qty, GUEST_CART_MAX_QTY);
  if (capped <= 0) {
    return { ...cart, lines: cart.lines.filter((line) => line.productId !== productId) };
  }
  const present = cart.lines.some((line) => line.productId === productId);
  const lines = present
    ? cart.lines.map((line) => (line.productId === productId ? { productId, qty: capped } : line))
    : [...cart.lines, { productId, qty: capped }];
  return { ...cart, lines };
}

/** A save to finish at sign-in (the newest kept when there are too many). */
export function addGuestSave(cart: GuestCart, productId: string): GuestCart {
  const saves = [...cart.saves.filter((id) => id !== productId), productId];
  return { ...cart, saves: saves.slice(-GUEST_CART_MAX_SAVES) };
}

export function isEmptyGuestCart(cart: GuestCart): boolean {
  return cart.lines.length === 0 && cart.saves.length === 0;
}

/**
 * What the header's account island knows about the shopper, from GET /api/session:
 * `{ customer: { firstName } | null, cartCount }`. Anything else (no route yet, an error, a
 * malformed answer) means signed out with an empty cart.
 */
export interface SessionSummary {
  customer: { firstName: string } | null;
  cartCount: number;
}

export const SESSION_SUMMARY_URL = '/api/session';

export const SIGNED_OUT: SessionSummary = { customer: null, cartCount: 0 };

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}

export function toSessionSummary(json: unknown): SessionSummary {
  if (!isRecord(json)) return SIGNED_OUT;
  const { customer, cartCount } = json;
  const count =
    typeof cartCount === 'number' && Number.isFinite(cartCount) && cartCount > 0
      ? Math.floor(cartCount)
      : 0;
  if (!isRecord(customer)) return { customer: null, cartCount: count };
  const firstName = typeof customer.firstName === 'string' ? customer.firstName.trim() : '';
  return { customer: { firstName }, cartCount: count };
}

/** The header's greeting of a signed-in shopper: "Hi, {firstName}". */
export function greeting(firstName: string): string {
  return firstName ? `Hi, ${firstName}` : 'Hi there';
}

/** The cart badge's text: nothing for an empty cart, "99+" past two digits. */
export function cartBadgeText(count: number): string {
  if (count <= 0) return '';
  return count > 99 ? '99+' : String(count);
}

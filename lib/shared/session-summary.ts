/**
 * What the header's account island knows about the shopper, from GET /api/session:
 * `{ customer: { firstName } | null, cartCount }`. Anything else (no route yet, an error, a
 * malformed answer) means signed out with an empty cart.
 */
export interface SessionSummary {
  customer: { firstName: string } | null;
  cartCount: number;
}

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

/** First names up to this many characters show whole in the greeting (issue 30). */
export const GREETING_NAME_LENGTH = 12;

/**
 * The header's greeting of a signed-in shopper: "Hi, {firstName}", a name past 12 characters cut
 * there with an ellipsis (the header's corner is sized for it, AccountMenu.module.scss).
 */
export function greeting(firstName: string): string {
  if (!firstName) return 'Hi there';
  const characters = Array.from(firstName);
  const shown =
    characters.length > GREETING_NAME_LENGTH
      ? `${characters.slice(0, GREETING_NAME_LENGTH).join('')}…`
      : firstName;
  return `Hi, ${shown}`;
}

/** The cart badge's text: nothing for an empty cart, "99+" past two digits. */
export function cartBadgeText(count: number): string {
  if (count <= 0) return '';
  return count > 99 ? '99+' : String(count);
}

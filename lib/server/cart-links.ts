import 'server-only';
import { createHmac, hkdfSync, timingSafeEqual } from 'node:crypto';
import { GUEST_CART_MAX_LINES, GUEST_CART_MAX_QTY } from '@/lib/shared/cart/guest-cart';
import { getSettings } from '@/lib/server/settings';
import { resolveSessionSecret } from '@/lib/server/session-secret';

/**
 * Shared carts (issue 41, decision 062): the link's token is the cart's lines, product id and
 * quantity each (`12x2-40x1`), and a signature. Nothing else: no shopper, no prices (read again
 * when it is opened), nothing kept on a server. The signature (HMAC-SHA-256, 128 bits, with a key
 * derived from SESSION_SECRET for this use only) means a link cannot be edited into other products
 * or quantities; anyone may still share any cart they build themselves.
 */
export interface SharedLine {
  productId: string;
  qty: number;
}

const KEY_INFO = 'oja-market shared cart link v1';
const LINE = /^([1-9][0-9]{0,9})x([1-9][0-9]{0,4})$/;

let key: Buffer | undefined;
function linkKey(): Buffer {
  key ??= Buffer.from(hkdfSync('sha256', resolveSessionSecret(getSettings()), '', KEY_INFO, 32));
  return key;
}

const signatureOf = (payload: string) =>
  createHmac('sha256', linkKey()).update(payload).digest().subarray(0, 16);

/** The token of a cart's lines (at most GUEST_CART_MAX_LINES, as a guest cart holds). */
export function cartLinkToken(lines: SharedLine[]): string {
  const payload = lines
    .slice(0, GUEST_CART_MAX_LINES)
    .map((line) => `${line.productId}x${line.qty}`)
    .join('-');
  return `${payload}.${signatureOf(payload).toString('base64url')}`;
}

/** The lines of a token this storefront signed, or null for anything else. */
export function readCartLinkToken(token: string): SharedLine[] | null {
  const dot = token.lastIndexOf('.');
  if (dot <= 0 || token.length > 1_000) return null;
  const payload = token.slice(0, dot);
  const given = Buffer.from(token.slice(dot + 1), 'base64url');
  const expected = signatureOf(payload);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
  const lines: SharedLine[] = [];
  for (const part of payload.split('-')) {
    const match = LINE.exec(part);
    if (!match) return null;
    const qty = Number(match[2]);
    if (qty > GUEST_CART_MAX_QTY || lines.some((line) => line.productId === match[1])) return null;
    lines.push({ productId: match[1], qty });
  }
  return lines.length > 0 && lines.length <= GUEST_CART_MAX_LINES ? lines : null;
}

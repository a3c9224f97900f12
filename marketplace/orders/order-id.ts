import { randomBytes } from 'node:crypto';

const BASE32 = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';

/**
 * The public order number, also the payment's tx_ref: 'OJA-' and 16 characters of a 32-letter
 * alphabet without look-alikes (80 random bits), so that nobody guesses another shopper's order.
 */
export function newOrderId(): string {
  const bytes = randomBytes(16);
  let id = '';
  for (const byte of bytes) id += BASE32[byte & 31];
  return `OJA-${id}`;
}

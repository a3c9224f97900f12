/** The smallest quantity a shopper can put in the cart (spec section 9). */
export const MIN_QUANTITY = 1;

/**
 * Keeps a quantity within what can be bought: whole, at least 1 and, when the stock is known to be
 * above 0, no more than the stock. With no stock the page says "Out of stock" and nothing is capped,
 * so the stepper never shows 0.
 */
export function clampQuantity(quantity: number, stock: number): number {
  if (!Number.isFinite(quantity)) return MIN_QUANTITY;
  const whole = Math.max(MIN_QUANTITY, Math.floor(quantity));
  return stock > 0 ? Math.min(whole, Math.floor(stock)) : whole;
}

/**
 * A quantity typed by the shopper: anything that is not a number falls back to 1 (spec section 5),
 * "3.7" is 3, and the result is clamped like any other quantity.
 */
export function parseQuantity(text: string, stock: number): number {
  const trimmed = text.trim();
  if (!/^\d+(\.\d*)?$/.test(trimmed)) return MIN_QUANTITY;
  return clampQuantity(Number(trimmed), stock);
}

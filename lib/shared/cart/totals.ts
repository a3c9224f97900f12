/**
 * The cart page's Order Summary (spec section 9): Tax = taxRate % of the subtotal, Total =
 * subtotal + shipping + tax. The API speaks naira with at most two decimals; every sum here is
 * done in integer kobo so that no float ever drifts a kobo, and only the results go back to naira.
 */

export interface CartTotals {
  subtotal: number;
  shipping: number;
  tax: number;
  total: number;
}

export function toKobo(naira: number): number {
  return Math.round(naira * 100);
}

function toNaira(kobo: number): number {
  return kobo / 100;
}

/** A line's total: unit price × quantity. */
export function lineTotal(price: number, qty: number): number {
  return toNaira(toKobo(price) * qty);
}

/**
 * Tax of a subtotal in kobo, rounded half up to the kobo. The percent is taken in hundredths
 * (7.5 → 750) so that the product stays an exact integer.
 */
export function taxKobo(subtotalKobo: number, taxPercent: number): number {
  const hundredths = Math.round(taxPercent * 100);
  return Math.floor((subtotalKobo * hundredths + 5_000) / 10_000);
}

/** The summary of lines that can be bought; unavailable lines are not charged. */
export function cartTotals(
  lines: readonly { price: number; qty: number; available?: boolean }[],
  taxPercent: number,
  shipping = 0,
): CartTotals {
  const subtotalKobo = lines
    .filter((line) => line.available !== false)
    .reduce((sum, line) => sum + toKobo(line.price) * line.qty, 0);
  const shippingKobo = toKobo(shipping);
  const tax = taxKobo(subtotalKobo, taxPercent);
  return {
    subtotal: toNaira(subtotalKobo),
    shipping: toNaira(shippingKobo),
    tax: toNaira(tax),
    total: toNaira(subtotalKobo + shippingKobo + tax),
  };
}

/**
 * The order summary's arithmetic (spec section 9): tax is taxPercent of the subtotal, total is
 * subtotal + shipping + tax. Done in integer kobo, as the API does, so that ₦0.1 + ₦0.2 is ₦0.30
 * and the shipping page's estimate matches the order the API then creates.
 */
export interface SummaryAmounts {
  /** Naira, at most two decimals. */
  subtotal: number;
  shipping: number;
  tax: number;
  total: number;
}

export const toKobo = (naira: number): number => Math.round(naira * 100);
export const toNaira = (kobo: number): number => kobo / 100;

/** Tax in kobo, rounded half up to the kobo; the rate is taken to hundredths of a percent. */
export function taxKobo(subtotalKobo: number, taxPercent: number): number {
  const basisPoints = Math.round(taxPercent * 100);
  return Math.floor((subtotalKobo * basisPoints + 5_000) / 10_000);
}

export function orderSummary({
  subtotal,
  shipping,
  taxPercent,
}: {
  subtotal: number;
  shipping: number;
  taxPercent: number;
}): SummaryAmounts {
  const subtotalKobo = toKobo(subtotal);
  const shippingKobo = toKobo(shipping);
  const tax = taxKobo(subtotalKobo, taxPercent);
  return {
    subtotal: toNaira(subtotalKobo),
    shipping: toNaira(shippingKobo),
    tax: toNaira(tax),
    total: toNaira(subtotalKobo + shippingKobo + tax),
  };
}

/** One line's total, qty × unit price, without float drift. */
export function lineTotal(qty: number, unitPrice: number): number {
  return toNaira(toKobo(unitPrice) * qty);
}

/** The sum of line totals (the subtotal of a list of lines). */
export function linesSubtotal(lines: readonly { qty: number; price: number }[]): number {
  return toNaira(lines.reduce((sum, line) => sum + toKobo(line.price) * line.qty, 0));
}

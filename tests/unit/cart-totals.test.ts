import { cartTotals, lineTotal, taxKobo, toKobo } from '@/lib/shared/cart/totals';

describe('cart totals', () => {
  it('multiplies a line in kobo, so 0.1-naira steps never drift', () => {
    expect(lineTotal(0.1, 3)).toBe(0.3);
    expect(lineTotal(1234.56, 7)).toBe(8641.92);
  });

  it('rounds tax half up to the kobo', () => {
    // 7.5% of ₦0.06 is 0.45 kobo → 0; of ₦0.07 is 0.525 kobo → 1.
    expect(taxKobo(6, 7.5)).toBe(0);
    expect(taxKobo(7, 7.5)).toBe(1);
    // 7.5% of ₦1,000.10 = ₦75.0075 → ₦75.01.
    expect(taxKobo(toKobo(1000.1), 7.5)).toBe(7501);
    expect(taxKobo(toKobo(200), 0)).toBe(0);
  });

  it('sums available lines only and adds shipping and tax', () => {
    const lines = [
      { price: 68_000, qty: 2, available: true },
      { price: 1_250.5, qty: 3, available: true },
      { price: 9_999, qty: 1, available: false },
    ];
    const subtotalKobo = 6_800_000 * 2 + 125_050 * 3;
    const taxKoboExpected = Math.round((subtotalKobo * 75) / 1000);
    const totals = cartTotals(lines, 7.5, 1_500);
    expect(totals.subtotal).toBe(subtotalKobo / 100);
    expect(totals.tax).toBe(taxKoboExpected / 100);
    expect(totals.shipping).toBe(1_500);
    expect(totals.total).toBe((subtotalKobo + 150_000 + taxKoboExpected) / 100);
  });

  it('is all zeros for an empty cart', () => {
    expect(cartTotals([], 7.5)).toEqual({ subtotal: 0, shipping: 0, tax: 0, total: 0 });
  });
});

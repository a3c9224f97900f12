import { lineTotal, linesSubtotal, orderSummary, taxKobo } from '@/lib/checkout/summary';

/** Kobo written as digits: the reference never does float arithmetic on naira itself. */
const naira = (kobo: number) => kobo / 100;

describe('order summary arithmetic', () => {
  it('takes tax as the rate percent of the subtotal and adds shipping and tax to the total', () => {
    // ₦12,000 subtotal, ₦2,500 shipping at 7.5 %: tax 90,000 kobo.
    const amounts = orderSummary({ subtotal: 12_000, shipping: 2_500, taxPercent: 7.5 });
    expect(amounts.tax).toBe(naira((1_200_000 * 75) / 1000));
    expect(amounts.total).toBe(naira(1_200_000 + 250_000 + 90_000));
  });

  it('rounds tax half up to the kobo', () => {
    // 7.5 % of 1,001 kobo is 75.075 kobo -> 75; of 1,002 kobo 75.15 -> 75; of 1,006 75.45 -> 75;
    // of 1,007 75.525 -> 76; of 2 kobo 0.15 -> 0; of 20 kobo exactly 1.5 -> 2.
    expect(taxKobo(1_001, 7.5)).toBe(75);
    expect(taxKobo(1_007, 7.5)).toBe(76);
    expect(taxKobo(2, 7.5)).toBe(0);
    expect(taxKobo(20, 7.5)).toBe(2);
  });

  it('never drifts like float sums do', () => {
    // 0.1 + 0.2 !== 0.3 in floats; in kobo it is exact.
    const amounts = orderSummary({ subtotal: 0.1, shipping: 0.2, taxPercent: 0 });
    expect(amounts.total).toBe(0.3);
    expect(linesSubtotal([{ qty: 3, price: 0.1 }])).toBe(0.3);
    expect(lineTotal(3, 1_234.56)).toBe(naira(123_456 * 3));
  });

  it('sums lines by quantity', () => {
    expect(
      linesSubtotal([
        { qty: 2, price: 4_500 },
        { qty: 1, price: 68_000.5 },
      ]),
    ).toBe(naira(2 * 450_000 + 6_800_050));
  });

  it('has no tax at a zero rate and no shipping before an area is chosen', () => {
    const amounts = orderSummary({ subtotal: 5_000, shipping: 0, taxPercent: 0 });
    expect(amounts).toEqual({ subtotal: 5_000, shipping: 0, tax: 0, total: 5_000 });
  });
});

import { percentOf, type Rates } from './rates';

/** What one cart line contributes: its vendor and its total in kobo. */
export interface PricedLine {
  vendorId: number;
  subaccountId: string | null;
  qty: number;
  priceKobo: number;
}

export interface OrderMoney {
  subtotalKobo: number;
  shippingKobo: number;
  taxKobo: number;
  totalKobo: number;
  /** One per vendor that has a payment subaccount, in first-line order. */
  payouts: { vendorId: number; subaccountId: string; payoutKobo: number }[];
}

/**
 * The order's sums, all in integer kobo: tax is the tax rate of the subtotal, total is subtotal +
 * shipping + tax (spec section 9), and each vendor is paid its line totals minus the commission.
 * A vendor without a subaccount gets no payout row: its share stays with the marketplace's own
 * account (decision 011).
 */
export function orderMoney(lines: PricedLine[], shippingKobo: number, rates: Rates): OrderMoney {
  const subtotalKobo = lines.reduce((sum, line) => sum + line.qty * line.priceKobo, 0);
  const taxKobo = percentOf(subtotalKobo, rates.taxBasisPoints);
  const byVendor = new Map<number, { subaccountId: string | null; totalKobo: number }>();
  for (const line of lines) {
    const vendor = byVendor.get(line.vendorId) ?? {
      subaccountId: line.subaccountId,
      totalKobo: 0,
    };
    vendor.totalKobo += line.qty * line.priceKobo;
    byVendor.set(line.vendorId, vendor);
  }
  const payouts = [...byVendor.entries()].flatMap(([vendorId, { subaccountId, totalKobo }]) =>
    subaccountId
      ? [
          {
            vendorId,
            subaccountId,
            payoutKobo: totalKobo - percentOf(totalKobo, rates.commissionBasisPoints),
          },
        ]
      : [],
  );
  return {
    subtotalKobo,
    shippingKobo,
    taxKobo,
    totalKobo: subtotalKobo + shippingKobo + taxKobo,
    payouts,
  };
}

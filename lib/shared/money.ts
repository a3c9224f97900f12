const naira = new Intl.NumberFormat('en-NG', {
  style: 'currency',
  currency: 'NGN',
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
});

/** Formats an amount in naira the Nigerian way: ₦12,500.00. */
export function formatNaira(amount: number): string {
  return naira.format(amount);
}

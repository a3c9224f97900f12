/**
 * A list card's delivery line (decision 054): "Ships from Kano · 4–7 days" when the list was asked
 * with the shopper's location and a delivery route exists, else "Ships from Kano". Product and store
 * pages are the same for everyone, so their products carry no window and say only where.
 */
export function shipsFromText(
  warehouseState: string,
  deliveryDays: { min: number; max: number } | null,
): string {
  const from = `Ships from ${warehouseState}`;
  if (!deliveryDays) return from;
  const { min, max } = deliveryDays;
  const days = min === max ? `${min} ${min === 1 ? 'day' : 'days'}` : `${min}–${max} days`;
  return `${from} · ${days}`;
}

import type { OrderDetails } from '@/lib/contract/commerce';
import type { DeliveryWindow, ShippingQuote } from '@/lib/contract/shipments';

/**
 * Delivery to the shopper's state (decision 045): which state the checkout starts with, and the
 * shipments as the checkout and the order views list them. Amounts are the API's, never worked
 * out here.
 */

/** "1–2 days", "3 days", "1 day". */
export function windowText({ minDays, maxDays }: DeliveryWindow): string {
  if (minDays === maxDays) return `${maxDays} ${maxDays === 1 ? 'day' : 'days'}`;
  return `${minDays}–${maxDays} days`;
}

/**
 * The state the checkout delivers to at first: the shopper's location choice, else their latest
 * saved address's state; the first of those the marketplace delivers to, or '' (the shopper then
 * picks one). Where the cart ships from is never a guess at where the shopper is (decision 053).
 */
export function initialDeliveryState(
  deliverable: readonly string[],
  candidates: { location?: string; addressStates: readonly string[] },
): string {
  const ordered = [candidates.location, candidates.addressStates.at(-1)];
  return ordered.find((state) => state !== undefined && deliverable.includes(state)) ?? '';
}

export interface ShipmentRow {
  fromState: string;
  /** "Groundnuts × 2" for each line in it. */
  items: string[];
  /** Null until an area is chosen. */
  fee: number | null;
  window: DeliveryWindow;
}

/** A quote's shipments with the cart lines' names. */
export function quoteShipmentRows(
  quote: Pick<ShippingQuote, 'shipments'>,
  names: Readonly<Record<string, string>>,
): ShipmentRow[] {
  return quote.shipments.map((shipment) => ({
    fromState: shipment.fromState,
    items: shipment.productIds.map((id) => names[id] ?? 'Item'),
    fee: shipment.fee,
    window: shipment.window,
  }));
}

/** An order's shipments with its lines' names. */
export function orderShipmentRows(
  order: Pick<OrderDetails, 'shipments' | 'orderItems'>,
): ShipmentRow[] {
  const names = new Map(
    order.orderItems.map((item) => [item.id, `${item.productTitle} × ${item.qty}`]),
  );
  return order.shipments.map((shipment) => ({
    fromState: shipment.fromState,
    items: shipment.lines.map((id) => names.get(id) ?? 'Item'),
    fee: shipment.fee,
    window: shipment.window,
  }));
}

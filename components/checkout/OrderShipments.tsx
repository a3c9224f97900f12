import { orderShipmentRows } from '@/lib/shared/checkout/delivery';
import type { OrderDetails } from '@/lib/contract/commerce';
import { Shipments } from './Shipments';

/** An order's shipments in the order views (confirmation, review, My Orders' details). */
export function OrderShipments({
  order,
  headingLevel,
}: {
  order: Pick<OrderDetails, 'deliveryState' | 'shipments' | 'orderItems'>;
  headingLevel?: 2 | 3;
}) {
  return (
    <Shipments
      deliveryState={order.deliveryState}
      shipments={orderShipmentRows(order)}
      headingLevel={headingLevel}
    />
  );
}

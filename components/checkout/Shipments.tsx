import { windowText, type ShipmentRow } from '@/lib/shared/checkout/delivery';
import { formatNaira } from '@/lib/shared/money';
import styles from './Shipments.module.scss';

/**
 * An order's parcels, one per warehouse state, as the checkout and the order views list them:
 * where each comes from, what is in it, its fee and when it should arrive (decision 045).
 */
export function Shipments({
  deliveryState,
  shipments,
  headingLevel = 3,
}: {
  deliveryState: string;
  shipments: readonly ShipmentRow[];
  headingLevel?: 2 | 3;
}) {
  if (shipments.length === 0) return null;
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const count = shipments.length;
  return (
    <section className={styles.shipments} aria-label="Shipments" data-testid="shipments">
      <Heading className={styles.title}>
        {count === 1 ? '1 shipment' : `${count} shipments`} to {deliveryState}
      </Heading>
      <ol role="list" className={styles.list}>
        {shipments.map((shipment) => (
          <li key={shipment.fromState} className={styles.shipment} data-testid="shipment">
            <p className={styles.from}>
              <span>From {shipment.fromState}</span>
              <span data-testid="shipment-fee">
                {shipment.fee === null ? 'Choose an area' : formatNaira(shipment.fee)}
              </span>
            </p>
            <p className={styles.items}>{shipment.items.join(', ')}</p>
            <p className={styles.window}>Arrives in {windowText(shipment.window)}</p>
          </li>
        ))}
      </ol>
    </section>
  );
}

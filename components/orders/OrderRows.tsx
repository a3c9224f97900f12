import Image from 'next/image';
import type { OrderRow } from '@/lib/checkout/order-view';
import { formatDate } from '@/lib/dates';
import { formatNaira } from '@/lib/money';
import { OrderDetailsButton } from './OrderDetailsButton';
import styles from './OrderRows.module.scss';

/** My Orders' rows: one per line of an order, newest order first, as the API lists them. */
export function OrderRows({ rows }: { rows: OrderRow[] }) {
  return (
    <ul role="list" className={styles.rows} aria-label="Ordered items">
      {rows.map((row) => (
        <li key={row.id} className={styles.row} data-testid="order-row">
          <Image
            src={row.image}
            alt={row.title}
            width={80}
            height={80}
            sizes="80px"
            className={styles.image}
          />
          <div className={styles.text}>
            <p className={styles.title}>{row.title}</p>
            <p className={styles.meta}>by {row.storeName ?? 'Unknown Vendor'}</p>
            <p className={styles.meta}>
              Quantity: {row.qty} · {formatDate(row.createdAt)}
            </p>
          </div>
          <div className={styles.end}>
            <p className={styles.price}>{formatNaira(row.price)}</p>
            <OrderDetailsButton orderId={row.orderId} itemTitle={row.title} />
          </div>
        </li>
      ))}
    </ul>
  );
}

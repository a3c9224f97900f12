import Image from 'next/image';
import type { OrderRow } from '@/lib/checkout/order-view';
import { formatDate } from '@/lib/dates';
import { formatNaira } from '@/lib/money';
import { BuyAgainButton } from './BuyAgainButton';
import { OrderDetailsButton } from './OrderDetailsButton';
import styles from './OrderRows.module.scss';

/**
 * My Orders' rows: one per line of an order, newest order first, as the API lists them. Each says
 * its order's number and status, the unit price and the line total; the first row of each order
 * has Buy again for the whole order.
 */
export function OrderRows({ rows }: { rows: OrderRow[] }) {
  return (
    <ul role="list" className={styles.rows} aria-label="Ordered items">
      {rows.map((row, i) => (
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
              Order <span className={styles.orderNumber}>{row.orderId}</span> ·{' '}
              <span data-testid="order-status">{row.status}</span>
            </p>
            <p className={styles.meta}>
              Quantity: {row.qty} × <span data-testid="unit-price">{formatNaira(row.price)}</span>{' '}
              each · {formatDate(row.createdAt)}
            </p>
          </div>
          <div className={styles.end}>
            <p className={styles.price} data-testid="line-total">
              <span className="visually-hidden">Total </span>
              {formatNaira(row.lineTotal)}
            </p>
            <OrderDetailsButton orderId={row.orderId} itemTitle={row.title} />
            {rows[i - 1]?.orderId !== row.orderId && <BuyAgainButton orderId={row.orderId} />}
          </div>
        </li>
      ))}
    </ul>
  );
}

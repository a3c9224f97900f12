import Image from 'next/image';
import { itemCountText, type OrderRow } from '@/lib/shared/checkout/order-view';
import { formatDate } from '@/lib/shared/dates';
import { formatNaira } from '@/lib/shared/money';
import { BuyAgainButton } from './BuyAgainButton';
import { OrderDetailsButton } from './OrderDetailsButton';
import styles from './OrderRows.module.scss';

/**
 * My Orders' rows: one per order, newest first (issue 38), each with its number, date, status,
 * units and total, See Details and Buy again, and its lines inside a native disclosure (keyboard
 * and screen reader work without script).
 */
export function OrderRows({ rows, siteName }: { rows: OrderRow[]; siteName: string }) {
  return (
    <ul role="list" className={styles.rows} aria-label="Orders">
      {rows.map((order) => (
        <li key={order.orderId} className={styles.order} data-testid="order-row">
          <div className={styles.head}>
            <div className={styles.text}>
              <p className={styles.title}>
                Order <span className={styles.orderNumber}>{order.orderId}</span>
              </p>
              <p className={styles.meta}>
                {formatDate(order.createdAt)} ·{' '}
                <span data-testid="order-status">{order.status}</span> ·{' '}
                <span data-testid="item-count">{itemCountText(order.itemCount)}</span>
              </p>
            </div>
            <p className={styles.price}>
              Total <span data-testid="order-total">{formatNaira(order.total)}</span>
            </p>
          </div>
          <details className={styles.lines}>
            <summary className={styles.summary}>Items in this order ({order.lines.length})</summary>
            <ul role="list" aria-label={`Items in order ${order.orderId}`}>
              {order.lines.map((line) => (
                <li key={line.id} className={styles.row} data-testid="order-row-line">
                  <Image
                    src={line.image}
                    alt={line.title}
                    width={80}
                    height={80}
                    sizes="80px"
                    className={styles.image}
                  />
                  <div className={styles.text}>
                    <p className={styles.lineTitle}>{line.title}</p>
                    <p className={styles.meta}>by {line.storeName ?? 'Unknown Vendor'}</p>
                    <p className={styles.meta}>
                      Quantity: {line.qty} ×{' '}
                      <span data-testid="unit-price">{formatNaira(line.price)}</span> each
                    </p>
                  </div>
                  <p className={styles.linePrice} data-testid="line-total">
                    {formatNaira(line.lineTotal)}
                  </p>
                </li>
              ))}
            </ul>
          </details>
          <div className={styles.end}>
            <OrderDetailsButton
              orderId={order.orderId}
              itemTitle={`order ${order.orderId}`}
              siteName={siteName}
            />
            <BuyAgainButton orderId={order.orderId} />
          </div>
        </li>
      ))}
    </ul>
  );
}

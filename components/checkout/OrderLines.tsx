import Image from 'next/image';
import type { OrderLine } from '@/lib/shared/checkout/order-view';
import { formatNaira } from '@/lib/shared/money';
import styles from './OrderLines.module.scss';

/** An order's items: image, title, store, qty × unit price and the line total. */
export function OrderLines({
  lines,
  label = 'Order items',
}: {
  lines: OrderLine[];
  label?: string;
}) {
  return (
    <ul role="list" className={styles.lines} aria-label={label}>
      {lines.map((line) => (
        <li
          key={`${line.productId}-${line.storeName}`}
          className={styles.line}
          data-testid="order-line"
        >
          <Image
            src={line.image}
            alt={line.title}
            width={64}
            height={64}
            sizes="64px"
            className={styles.image}
          />
          <div className={styles.text}>
            <p className={styles.title}>{line.title}</p>
            {line.storeName ? <p className={styles.store}>by {line.storeName}</p> : null}
            <p className={styles.qty}>
              {line.qty} × {formatNaira(line.price)}
            </p>
          </div>
          <p className={styles.total}>
            <span className="visually-hidden">Line total </span>
            {formatNaira(line.lineTotal)}
          </p>
        </li>
      ))}
    </ul>
  );
}

import type { CartItem } from '@/lib/contract/commerce';
import { lineTotal } from '@/lib/shared/cart/totals';
import { formatNaira } from '@/lib/shared/money';
import styles from './Checkout.module.scss';

/** The cart's lines in the shipping step's summary: what the order will contain. */
export function CartLines({ items }: { items: CartItem[] }) {
  return (
    <ul role="list" className={styles.summaryLines} aria-label="Items in your cart">
      {items.map((item) => (
        <li key={item.productId} className={item.available ? undefined : styles.unavailable}>
          <span>
            {item.product.title} × {item.qty}
            {item.available ? null : ' (unavailable)'}
          </span>
          <span>{formatNaira(lineTotal(item.price, item.qty))}</span>
        </li>
      ))}
    </ul>
  );
}

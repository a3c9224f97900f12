import { formatNaira } from '@/lib/money';
import styles from './Price.module.scss';

/** The price to pay, and the original price struck through when there is a discount. */
export function Price({ price, originalPrice }: { price: number; originalPrice?: number }) {
  return (
    <p className={styles.price}>
      <span className={styles.current} data-testid="price">
        {formatNaira(price)}
      </span>
      {originalPrice !== undefined && (
        <s className={styles.original}>
          <span className="visually-hidden">Original price: </span>
          {formatNaira(originalPrice)}
        </s>
      )}
    </p>
  );
}

import { discountPercent } from '@/lib/shared/catalog/discount';
import type { Product } from '@/lib/shared/catalog/mappers';
import { formatNaira } from '@/lib/shared/money';
import styles from './Price.module.scss';

/**
 * The price to pay; when there is a discount, the original price struck through and the -{n}%
 * badge.
 */
export function Price({
  price,
  originalPrice,
  discount,
}: {
  price: number;
  originalPrice?: number;
  discount?: number | null;
}) {
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
      {discount != null && discount > 0 && (
        <span className={styles.discount} data-testid="discount">
          -{discount}%
        </span>
      )}
    </p>
  );
}

/** A product's price as a card shows it: the struck-through price and badge when discounted. */
export function ProductPrice({
  product,
}: {
  product: Pick<Product, 'price' | 'originalPrice' | 'isDiscounted'>;
}) {
  return (
    <Price
      price={product.price}
      originalPrice={product.isDiscounted ? product.originalPrice : undefined}
      discount={product.isDiscounted ? discountPercent(product.originalPrice, product.price) : null}
    />
  );
}

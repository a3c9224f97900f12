'use client';

import { Link } from '@/components/layout/Link';
import { useEffect, useRef, useState } from 'react';
import { LineItemProduct } from '@/components/product/LineItemProduct';
import { QuantityStepper } from '@/components/product/QuantityStepper';
import { vendorStorePath } from '@/lib/shared/catalog/store-path';
import type { CartItem } from '@/lib/contract/commerce';
import { firstImage } from '@/lib/shared/cart/images';
import { lineTotal } from '@/lib/shared/cart/totals';
import { formatNaira } from '@/lib/shared/money';
import styles from './Cart.module.scss';

/** Quick taps on + or − become one request, which matters on slow mobile data. */
const QUANTITY_DEBOUNCE_MS = 400;

/**
 * Why a line cannot be checked out (decision 010): no stock, less stock than the line's quantity
 * (lowering it makes the line available again), or a store that is no longer Live.
 */
export function unavailableReason(line: CartItem): string {
  const stock = line.product.quantity;
  if (stock <= 0) return 'Out of stock';
  if (line.qty > stock) return `Only ${stock} left`;
  return 'Unavailable';
}

/**
 * One cart line: image, title, store, stepper, line total, unit price and Remove. The stepper's
 * quantity shows at once; it is sent when the shopper pauses, and only when above 0.
 */
export function CartLine({
  line,
  onQuantity,
  onRemove,
}: {
  line: CartItem;
  onQuantity: (productId: string, qty: number) => void;
  onRemove: (productId: string) => void;
}) {
  const [qty, setQty] = useState(line.qty);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const { product } = line;

  // The cart's quantity wins whenever it changes (the server's answer, or a rollback).
  const [cartQty, setCartQty] = useState(line.qty);
  if (cartQty !== line.qty) {
    setCartQty(line.qty);
    setQty(line.qty);
  }
  useEffect(() => () => clearTimeout(timer.current), []);

  const changeQuantity = (next: number) => {
    setQty(next);
    clearTimeout(timer.current);
    timer.current = setTimeout(() => {
      if (next > 0 && next !== line.qty) onQuantity(line.productId, next);
    }, QUANTITY_DEBOUNCE_MS);
  };

  return (
    <li className={styles.line} data-testid="cart-line" data-product-id={line.productId}>
      <LineItemProduct
        productId={line.productId}
        title={product.title}
        image={firstImage(product.images)}
      >
        <Link href={vendorStorePath(line.storeName)} className={styles.store} prefetch={false}>
          {line.storeName}
        </Link>
        <span className={styles.unit} data-testid="unit-price">
          {formatNaira(line.price)} each
        </span>
        {!line.available && (
          <span className={styles.unavailable} data-testid="unavailable">
            {unavailableReason(line)}
          </span>
        )}
      </LineItemProduct>
      <div className={styles.controls}>
        <QuantityStepper
          stock={product.quantity}
          value={qty}
          onChange={changeQuantity}
          label={`Quantity of ${product.title}`}
          hideLabel
          disabled={product.quantity <= 0}
        />
      </div>
      <div className={styles.lineEnd}>
        <span className={styles.lineTotal} data-testid="line-total">
          {formatNaira(lineTotal(line.price, qty))}
        </span>
        <button
          type="button"
          className={styles.linkButton}
          aria-label={`Remove ${product.title}`}
          onClick={() => onRemove(line.productId)}
        >
          Remove
        </button>
      </div>
    </li>
  );
}

'use client';

import { createPortal } from 'react-dom';
import type { RefObject } from 'react';
import { AddToCartButton } from '@/components/cart/AddToCartButton';
import type { CartProduct } from '@/lib/browser/cart/add-to-cart';
import { formatNaira } from '@/lib/shared/money';
import { QuantityStepper } from './QuantityStepper';
import { useScrolledPast } from './useScrolledPast';
import styles from './StickyBuyBar.module.scss';

/** Phones: the header's compact layout (components/layout/_layout.scss). */
export const BUY_BAR_MEDIA = '(max-width: 767.98px)';

/**
 * On phones, once the buying block has scrolled away above, a bar at the bottom of the screen with
 * the price, the quantity and ADD TO CART (issue 30). It shares the buying block's quantity. It is
 * the last thing in the page and sticks to the bottom of the screen, so at the very end it takes
 * its own room below the footer rather than covering it. Not rendered at all until needed: the
 * page keeps one ADD TO CART for every other moment and every wider screen.
 */
export function StickyBuyBar({
  target,
  product,
  title,
  stock,
  quantity,
  onQuantity,
}: {
  target: RefObject<HTMLElement | null>;
  product: CartProduct;
  title: string;
  stock: number;
  quantity: number;
  onQuantity: (quantity: number) => void;
}) {
  const shown = useScrolledPast(target, BUY_BAR_MEDIA);
  if (!shown) return null;
  return createPortal(
    <div
      className={styles.bar}
      role="region"
      aria-label="Buy this product"
      data-testid="sticky-buy-bar"
    >
      <p className={styles.price} data-testid="sticky-buy-bar-price">
        {product.price === undefined ? null : formatNaira(product.price)}
      </p>
      <QuantityStepper stock={stock} value={quantity} onChange={onQuantity} hideLabel />
      <AddToCartButton
        product={product}
        title={title}
        qty={quantity}
        place="page"
        className={styles.add}
      />
    </div>,
    document.body,
  );
}

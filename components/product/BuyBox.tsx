'use client';

import { useRef, useState, type ReactNode } from 'react';
import { AddToCartButton } from '@/components/cart/AddToCartButton';
import type { CartProduct } from '@/lib/browser/cart/add-to-cart';
import { MIN_QUANTITY } from '@/lib/shared/quantity';
import { QuantityStepper } from './QuantityStepper';
import { StickyBuyBar } from './StickyBuyBar';

/**
 * The quantity stepper and ADD TO CART of the product page: the button adds what the stepper
 * shows. `children` (SAVE PRODUCT) sits beside the button. On phones, once this block has scrolled
 * away, the sticky buy bar offers the same quantity and button.
 */
export function BuyBox({
  product,
  title,
  stock,
  actionsClassName,
  buttonClassName,
  children,
}: {
  product: CartProduct;
  title: string;
  stock: number;
  actionsClassName?: string;
  buttonClassName?: string;
  children?: ReactNode;
}) {
  const [quantity, setQuantity] = useState(MIN_QUANTITY);
  const block = useRef<HTMLDivElement>(null);
  const inStock = stock > 0;
  return (
    <>
      {inStock && <QuantityStepper stock={stock} value={quantity} onChange={setQuantity} />}
      <div ref={block} className={actionsClassName}>
        {inStock ? (
          <AddToCartButton
            product={product}
            title={title}
            qty={quantity}
            place="page"
            returnTo={`/products/${product.productId}`}
            className={buttonClassName}
          />
        ) : (
          <button type="button" className={buttonClassName} disabled>
            ADD TO CART
          </button>
        )}
        {children}
      </div>
      {inStock && (
        <StickyBuyBar
          target={block}
          product={product}
          title={title}
          stock={stock}
          quantity={quantity}
          onQuantity={setQuantity}
        />
      )}
    </>
  );
}

'use client';

import { useState, type ReactNode } from 'react';
import { AddToCartButton } from '@/components/cart/AddToCartButton';
import type { CartProduct } from '@/lib/cart/add-to-cart';
import { MIN_QUANTITY } from '@/lib/quantity';
import { QuantityStepper } from './QuantityStepper';

/**
 * The quantity stepper and ADD TO CART of the product page: the button adds what the stepper
 * shows. `children` (SAVE PRODUCT) sits beside the button.
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
  const inStock = stock > 0;
  return (
    <>
      {inStock && <QuantityStepper stock={stock} onChange={setQuantity} />}
      <div className={actionsClassName}>
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
    </>
  );
}

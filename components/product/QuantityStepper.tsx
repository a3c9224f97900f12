'use client';

import { useId, useState } from 'react';
import { clampQuantity, MIN_QUANTITY, parseQuantity } from '@/lib/shared/quantity';
import styles from './QuantityStepper.module.scss';

/**
 * How many to buy: starts at 1, never below 1 nor above the stock, and anything typed that is not
 * a number becomes 1. A cleared box is allowed while typing and becomes the quantity when left.
 * Without `value` it keeps its own quantity (the product page); with it, the parent does (a cart
 * line). `onChange` hears every new quantity.
 */
export function QuantityStepper({
  stock,
  value,
  onChange,
  label = 'Quantity',
  hideLabel = false,
  disabled = false,
}: {
  stock: number;
  value?: number;
  onChange?: (quantity: number) => void;
  label?: string;
  hideLabel?: boolean;
  disabled?: boolean;
}) {
  const id = useId();
  const [own, setOwn] = useState(MIN_QUANTITY);
  const quantity = value ?? own;
  // What the box shows while the shopper types; null shows the quantity itself.
  const [text, setText] = useState<string | null>(null);

  const set = (next: number) => {
    const clamped = clampQuantity(next, stock);
    setOwn(clamped);
    setText(null);
    if (clamped !== quantity) onChange?.(clamped);
  };

  return (
    <div className={styles.stepper}>
      <label htmlFor={id} className={hideLabel ? 'visually-hidden' : styles.label}>
        {label}
      </label>
      <div className={styles.controls}>
        <button
          type="button"
          className={styles.button}
          aria-label={hideLabel ? `Decrease ${label.toLowerCase()}` : 'Decrease quantity'}
          disabled={disabled}
          onClick={() => set(quantity - 1)}
        >
          −
        </button>
        <input
          id={id}
          name="quantity"
          className={styles.input}
          type="text"
          inputMode="numeric"
          autoComplete="off"
          disabled={disabled}
          value={text ?? String(quantity)}
          onChange={(event) => {
            const typed = event.target.value;
            if (typed.trim() === '') {
              setText('');
              if (value === undefined) {
                setOwn(MIN_QUANTITY);
                onChange?.(MIN_QUANTITY);
              }
              return;
            }
            set(parseQuantity(typed, stock));
          }}
          onBlur={() => setText(null)}
        />
        <button
          type="button"
          className={styles.button}
          aria-label={hideLabel ? `Increase ${label.toLowerCase()}` : 'Increase quantity'}
          disabled={disabled}
          onClick={() => set(quantity + 1)}
        >
          +
        </button>
      </div>
    </div>
  );
}

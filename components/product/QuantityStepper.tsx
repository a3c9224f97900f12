'use client';

import { useId, useState } from 'react';
import { clampQuantity, MIN_QUANTITY, parseQuantity } from '@/lib/quantity';
import styles from './QuantityStepper.module.scss';

/**
 * How many to buy: starts at 1, never below 1 nor above the stock, and anything typed that is not
 * a number becomes 1. A cleared box is allowed while typing and becomes 1 when left.
 */
export function QuantityStepper({ stock }: { stock: number }) {
  const id = useId();
  const [quantity, setQuantity] = useState(MIN_QUANTITY);
  const [text, setText] = useState(String(MIN_QUANTITY));

  const set = (next: number) => {
    const clamped = clampQuantity(next, stock);
    setQuantity(clamped);
    setText(String(clamped));
  };

  return (
    <div className={styles.stepper}>
      <label htmlFor={id} className={styles.label}>
        Quantity
      </label>
      <div className={styles.controls}>
        <button
          type="button"
          className={styles.button}
          aria-label="Decrease quantity"
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
          value={text}
          onChange={(event) => {
            const typed = event.target.value;
            if (typed.trim() === '') {
              setText('');
              setQuantity(MIN_QUANTITY);
              return;
            }
            set(parseQuantity(typed, stock));
          }}
          onBlur={() => setText(String(quantity))}
        />
        <button
          type="button"
          className={styles.button}
          aria-label="Increase quantity"
          onClick={() => set(quantity + 1)}
        >
          +
        </button>
      </div>
    </div>
  );
}

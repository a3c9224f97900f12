'use client';

import { useId, useState, type CSSProperties, type FormEvent } from 'react';
import { priceRangeFromInputs } from '@/lib/shared/catalog/price-range';
import { LIST_PARAMS } from '@/lib/shared/catalog/list-query';
import { PRICE_RANGE } from '@/lib/contract/constants';
import { useListNavigation } from './ListNavigation';
import styles from './PriceFilter.module.scss';

const amount = new Intl.NumberFormat('en-NG', { maximumFractionDigits: 2 });

function asText(value: number, fallback: number): string {
  return value === fallback ? '' : amount.format(value);
}

/**
 * The price range: two inputs (commas allowed, blank minimum is 0 and blank maximum the top of the
 * range, the minimum never above the maximum) and a two-thumb slider over the same range, applied
 * with a button. A GET form underneath, so it also works before JavaScript loads.
 */
export function PriceFilter({
  min,
  max,
  action,
  keep,
}: {
  min: number;
  max: number;
  action: string;
  keep: [string, string][];
}) {
  const id = useId();
  const { navigate } = useListNavigation();
  const [range, setRange] = useState<[number, number]>([min, max]);
  const [minText, setMinText] = useState(asText(min, PRICE_RANGE.min));
  const [maxText, setMaxText] = useState(asText(max, PRICE_RANGE.max));

  const settle = (nextMin: string, nextMax: string, edited: 'min' | 'max') => {
    const next = priceRangeFromInputs(nextMin, nextMax, edited);
    setRange(next);
    setMinText(asText(next[0], PRICE_RANGE.min));
    setMaxText(asText(next[1], PRICE_RANGE.max));
    return next;
  };

  const slide = (value: number, edited: 'min' | 'max') => {
    const next: [number, number] =
      edited === 'min'
        ? [Math.min(value, range[1]), range[1]]
        : [range[0], Math.max(value, range[0])];
    setRange(next);
    setMinText(asText(next[0], PRICE_RANGE.min));
    setMaxText(asText(next[1], PRICE_RANGE.max));
  };

  const apply = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const [low, high] = settle(minText, maxText, 'min');
    const params = new URLSearchParams(keep);
    if (low > PRICE_RANGE.min) params.set(LIST_PARAMS.minPrice, String(low));
    if (high < PRICE_RANGE.max) params.set(LIST_PARAMS.maxPrice, String(high));
    const search = params.toString();
    navigate(search ? `${action}?${search}` : action);
  };

  const span = PRICE_RANGE.max - PRICE_RANGE.min;
  const trackStyle = {
    '--from': `${((range[0] - PRICE_RANGE.min) / span) * 100}%`,
    '--to': `${((range[1] - PRICE_RANGE.min) / span) * 100}%`,
  } as CSSProperties;

  return (
    <form method="get" action={action} onSubmit={apply} className={styles.form}>
      {keep.map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      <div className={styles.inputs}>
        <div className={styles.field}>
          <label htmlFor={`${id}-min`}>Min price (₦)</label>
          <input
            id={`${id}-min`}
            name={LIST_PARAMS.minPrice}
            type="text"
            inputMode="numeric"
            autoComplete="off"
            placeholder="0"
            value={minText}
            onChange={(event) => {
              setMinText(event.target.value);
              setRange(priceRangeFromInputs(event.target.value, maxText, 'min'));
            }}
            onBlur={() => settle(minText, maxText, 'min')}
          />
        </div>
        <span className={styles.dash} aria-hidden="true">
          –
        </span>
        <div className={styles.field}>
          <label htmlFor={`${id}-max`}>Max price (₦)</label>
          <input
            id={`${id}-max`}
            name={LIST_PARAMS.maxPrice}
            type="text"
            inputMode="numeric"
            autoComplete="off"
            placeholder={amount.format(PRICE_RANGE.max)}
            value={maxText}
            onChange={(event) => {
              setMaxText(event.target.value);
              setRange(priceRangeFromInputs(minText, event.target.value, 'max'));
            }}
            onBlur={() => settle(minText, maxText, 'max')}
          />
        </div>
      </div>
      <div className={styles.slider} style={trackStyle}>
        <input
          type="range"
          min={PRICE_RANGE.min}
          max={PRICE_RANGE.max}
          step={1}
          value={range[0]}
          aria-label="Lowest price"
          aria-valuetext={`₦${amount.format(range[0])}`}
          onChange={(event) => slide(Number(event.target.value), 'min')}
        />
        <input
          type="range"
          min={PRICE_RANGE.min}
          max={PRICE_RANGE.max}
          step={1}
          value={range[1]}
          aria-label="Highest price"
          aria-valuetext={`₦${amount.format(range[1])}`}
          onChange={(event) => slide(Number(event.target.value), 'max')}
        />
      </div>
      <button type="submit" className={styles.apply}>
        Apply price
      </button>
    </form>
  );
}

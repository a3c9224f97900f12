'use client';

import { useId, useState, type CSSProperties, type FormEvent } from 'react';
import { priceRangeFromInputs } from '@/lib/shared/catalog/price-range';
import { LIST_PARAMS } from '@/lib/shared/catalog/list-query';
import { PRICE_RANGE } from '@/lib/contract/constants';
import { useListNavigation } from './ListNavigation';
import styles from './PriceFilter.module.scss';

const amount = new Intl.NumberFormat('en-NG', { maximumFractionDigits: 2 });

type End = 'min' | 'max';
type Range = [number, number];

function asText(value: number, fallback: number): string {
  return value === fallback ? '' : amount.format(value);
}

/**
 * The range as numbers (for the slider) and as the text of the two inputs, kept in step: typing
 * moves the thumbs at once, leaving a box or sliding settles both texts.
 */
function usePriceRange(min: number, max: number) {
  const [range, setRange] = useState<Range>([min, max]);
  const [text, setText] = useState({
    min: asText(min, PRICE_RANGE.min),
    max: asText(max, PRICE_RANGE.max),
  });

  const show = (next: Range) => {
    setRange(next);
    setText({ min: asText(next[0], PRICE_RANGE.min), max: asText(next[1], PRICE_RANGE.max) });
    return next;
  };
  const type = (end: End, value: string) => {
    const typed = { ...text, [end]: value };
    setText(typed);
    setRange(priceRangeFromInputs(typed.min, typed.max, end));
  };
  const settle = (end: End) => show(priceRangeFromInputs(text.min, text.max, end));
  const slide = (end: End, value: number) =>
    show(
      end === 'min' ? [Math.min(value, range[1]), range[1]] : [range[0], Math.max(value, range[0])],
    );

  return { range, text, type, settle, slide };
}

/** The list's address with the range in its query (each end left out at the top of the range). */
function filteredUrl(action: string, keep: [string, string][], [low, high]: Range): string {
  const params = new URLSearchParams(keep);
  if (low > PRICE_RANGE.min) params.set(LIST_PARAMS.minPrice, String(low));
  if (high < PRICE_RANGE.max) params.set(LIST_PARAMS.maxPrice, String(high));
  const search = params.toString();
  return search ? `${action}?${search}` : action;
}

function PriceInput({
  id,
  end,
  value,
  onType,
  onLeave,
}: {
  id: string;
  end: End;
  value: string;
  onType: (value: string) => void;
  onLeave: () => void;
}) {
  return (
    <div className={styles.field}>
      <label htmlFor={id}>{end === 'min' ? 'Min price (₦)' : 'Max price (₦)'}</label>
      <input
        id={id}
        name={end === 'min' ? LIST_PARAMS.minPrice : LIST_PARAMS.maxPrice}
        type="text"
        inputMode="numeric"
        autoComplete="off"
        placeholder={end === 'min' ? '0' : amount.format(PRICE_RANGE.max)}
        value={value}
        onChange={(event) => onType(event.target.value)}
        onBlur={onLeave}
      />
    </div>
  );
}

/** Two thumbs over the whole range; the track between them is coloured (--from, --to). */
function PriceSlider({
  range,
  onSlide,
}: {
  range: Range;
  onSlide: (end: End, value: number) => void;
}) {
  const span = PRICE_RANGE.max - PRICE_RANGE.min;
  const trackStyle = {
    '--from': `${((range[0] - PRICE_RANGE.min) / span) * 100}%`,
    '--to': `${((range[1] - PRICE_RANGE.min) / span) * 100}%`,
  } as CSSProperties;
  const thumbs: [End, string, number][] = [
    ['min', 'Lowest price', range[0]],
    ['max', 'Highest price', range[1]],
  ];
  return (
    <div className={styles.slider} style={trackStyle}>
      {thumbs.map(([end, label, value]) => (
        <input
          key={end}
          type="range"
          min={PRICE_RANGE.min}
          max={PRICE_RANGE.max}
          step={1}
          value={value}
          aria-label={label}
          aria-valuetext={`₦${amount.format(value)}`}
          onChange={(event) => onSlide(end, Number(event.target.value))}
        />
      ))}
    </div>
  );
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
  const { range, text, type, settle, slide } = usePriceRange(min, max);

  const apply = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    navigate(filteredUrl(action, keep, settle('min')));
  };

  return (
    <form method="get" action={action} onSubmit={apply} className={styles.form}>
      {keep.map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      <div className={styles.inputs}>
        <PriceInput
          id={`${id}-min`}
          end="min"
          value={text.min}
          onType={(value) => type('min', value)}
          onLeave={() => settle('min')}
        />
        <span className={styles.dash} aria-hidden="true">
          –
        </span>
        <PriceInput
          id={`${id}-max`}
          end="max"
          value={text.max}
          onType={(value) => type('max', value)}
          onLeave={() => settle('max')}
        />
      </div>
      <PriceSlider range={range} onSlide={slide} />
      <button type="submit" className={styles.apply}>
        Apply price
      </button>
    </form>
  );
}

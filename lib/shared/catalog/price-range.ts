import { PRICE_RANGE } from '@/lib/contract/constants';

/**
 * Reads a price the shopper typed, in whole naira: commas stripped, kobo rounded away; blank or not
 * a plain number (`1e9`, `0x10`) gives null. Whole naira also bound how many price filters a URL can
 * name, each its own cached page.
 */
export function parsePriceInput(text: string): number | null {
  const cleaned = text.replace(/,/g, '').trim();
  if (!/^\d{1,9}(\.\d*)?$/.test(cleaned)) return null;
  return Math.round(Number(cleaned));
}

/**
 * The price filter from the two inputs: blank minimum is 0, blank maximum the top of the range,
 * both kept inside the range, and the minimum never above the maximum (the edited side gives way).
 */
export function priceRangeFromInputs(
  minText: string,
  maxText: string,
  edited: 'min' | 'max' = 'min',
): [number, number] {
  const clamp = (value: number) => Math.min(Math.max(value, PRICE_RANGE.min), PRICE_RANGE.max);
  const min = clamp(parsePriceInput(minText) ?? PRICE_RANGE.min);
  const max = clamp(parsePriceInput(maxText) ?? PRICE_RANGE.max);
  if (min <= max) return [min, max];
  return edited === 'min' ? [max, max] : [min, min];
}

/** Whether a price filter narrows anything (the filter button is highlighted then). */
export function isFullPriceRange([min, max]: [number, number]): boolean {
  return min <= PRICE_RANGE.min && max >= PRICE_RANGE.max;
}

import { discountPercent, effectivePrice } from '@/lib/shared/catalog/discount';
import { paginationWindow } from '@/lib/shared/catalog/pagination';
import {
  isFullPriceRange,
  parsePriceInput,
  priceRangeFromInputs,
} from '@/lib/shared/catalog/price-range';
import { PRICE_RANGE } from '@/lib/contract/catalog';
import { shortLocationLabel } from '@/lib/shared/location';
import { formatDate } from '@/lib/shared/dates';

describe('discountPercent', () => {
  it('rounds the share taken off the original price', () => {
    expect(discountPercent(1000, 750)).toBe(25);
    expect(discountPercent(3, 2)).toBe(Math.round((1 / 3) * 100));
    expect(discountPercent(95000, 85500)).toBe(10);
  });
  it('is absent when a price is missing or nothing is taken off', () => {
    expect(discountPercent(1000, null)).toBeNull();
    expect(discountPercent(null, 500)).toBeNull();
    expect(discountPercent(0, 0)).toBeNull();
    expect(discountPercent(1000, 1000)).toBeNull();
    expect(discountPercent(1000, 1200)).toBeNull();
  });
  it('effective price prefers the discounted one', () => {
    expect(effectivePrice({ originalPrice: 10, discountedPrice: 8 })).toBe(8);
    expect(effectivePrice({ originalPrice: 10, discountedPrice: null })).toBe(10);
  });
});

describe('paginationWindow', () => {
  it('shows no pager for a single page', () => {
    expect(paginationWindow(1, 0)).toEqual([]);
    expect(paginationWindow(1, 1)).toEqual([]);
  });
  it('shows every page when there are few', () => {
    expect(paginationWindow(2, 3)).toEqual([1, 2, 3]);
  });
  it('keeps first, last and the current page with one neighbour, with ellipses between', () => {
    expect(paginationWindow(5, 10)).toEqual([1, 'ellipsis', 4, 5, 6, 'ellipsis', 10]);
    expect(paginationWindow(1, 10)).toEqual([1, 2, 'ellipsis', 10]);
    expect(paginationWindow(10, 10)).toEqual([1, 'ellipsis', 9, 10]);
    expect(paginationWindow(3, 10)).toEqual([1, 2, 3, 4, 'ellipsis', 10]);
  });
  it('clamps a current page outside the range', () => {
    expect(paginationWindow(99, 4)).toEqual(paginationWindow(4, 4));
  });
});

describe('price range', () => {
  it('strips commas and reads numbers', () => {
    expect(parsePriceInput('12,500')).toBe(12500);
    expect(parsePriceInput(' 1,000,000 ')).toBe(1_000_000);
    expect(parsePriceInput('')).toBeNull();
    expect(parsePriceInput('abc')).toBeNull();
  });
  it('fills blanks with the ends of the range', () => {
    expect(priceRangeFromInputs('', '')).toEqual([PRICE_RANGE.min, PRICE_RANGE.max]);
    expect(priceRangeFromInputs('5,000', '')).toEqual([5000, PRICE_RANGE.max]);
  });
  it('never lets the minimum pass the maximum', () => {
    expect(priceRangeFromInputs('9000', '5000', 'min')).toEqual([5000, 5000]);
    expect(priceRangeFromInputs('9000', '5000', 'max')).toEqual([9000, 9000]);
  });
  it('keeps values inside the range', () => {
    expect(priceRangeFromInputs('-5', '2,000,000')).toEqual([PRICE_RANGE.min, PRICE_RANGE.max]);
  });
  it('knows when the filter narrows nothing', () => {
    expect(isFullPriceRange([PRICE_RANGE.min, PRICE_RANGE.max])).toBe(true);
    expect(isFullPriceRange([1, PRICE_RANGE.max])).toBe(false);
  });
});

describe('shortLocationLabel', () => {
  it('cuts names longer than five characters', () => {
    expect(shortLocationLabel('Lagos')).toBe('Lagos');
    expect(shortLocationLabel('Kano')).toBe('Kano');
    expect(shortLocationLabel('Anambra')).toBe('Ana...');
    expect(shortLocationLabel('FCT - Abuja')).toBe('FCT...');
  });
});

describe('formatDate', () => {
  it('writes day, short month and year in British order', () => {
    expect(formatDate('2026-03-05T10:00:00Z')).toBe('5 Mar 2026');
    expect(formatDate(new Date('2025-12-31T12:00:00Z'))).toBe('31 Dec 2025');
  });
  it("writes September as en-GB does, 'Sept'", () => {
    expect(formatDate('2026-09-17T12:00:00Z')).toBe('17 Sept 2026');
  });
  it('uses Lagos time for the day', () => {
    // 23:30 UTC is already the next day in Lagos (UTC+1).
    expect(formatDate('2026-03-05T23:30:00Z')).toBe('6 Mar 2026');
  });
  it('gives nothing for an invalid date', () => {
    expect(formatDate('not a date')).toBe('');
  });
});

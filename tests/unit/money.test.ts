import { formatNaira } from '@/lib/shared/money';

const NAIRA_SIGN = '\u20A6';

/**
 * The rule, written out independently of Intl: the naira sign, no space, whole naira grouped in
 * threes with commas, a point and exactly two kobo digits. `kobo` is an exact integer so the
 * reference never rounds floats itself.
 */
function expected(kobo: number): string {
  const naira = Math.floor(kobo / 100);
  const rest = kobo % 100;
  const digits = String(naira);
  const groups: string[] = [];
  for (let end = digits.length; end > 0; end -= 3)
    groups.unshift(digits.slice(Math.max(0, end - 3), end));
  return `${NAIRA_SIGN}${groups.join(',')}.${String(rest).padStart(2, '0')}`;
}

describe('formatNaira', () => {
  it('formats the spec example as ₦12,500.00', () => {
    expect(formatNaira(12_500)).toBe('₦12,500.00');
    expect(formatNaira(12_500)).toBe(expected(1_250_000));
  });

  it('formats zero with two decimals', () => {
    expect(formatNaira(0)).toBe(expected(0));
  });

  it.each([
    [0.5, 50],
    [7.05, 705],
    [999.99, 99_999],
    [1_234.5, 123_450],
  ])('keeps exactly two decimals for %p', (amount, kobo) => {
    expect(formatNaira(amount)).toBe(expected(kobo));
  });

  it.each([
    [1_234.567, 123_457],
    [49.994, 4_999],
    [999_999.999, 100_000_000],
  ])('rounds %p to the nearest kobo', (amount, kobo) => {
    expect(formatNaira(amount)).toBe(expected(kobo));
  });

  it.each([
    [1_000, 100_000],
    [1_000_000, 100_000_000],
    [123_456_789.12, 12_345_678_912],
    [1_000_000_000, 100_000_000_000],
  ])('groups the thousands of large amounts: %p', (amount, kobo) => {
    expect(formatNaira(amount)).toBe(expected(kobo));
  });

  it('puts the naira sign first with no space, as Nigerian prices are written', () => {
    const text = formatNaira(2_500);
    expect(text.startsWith(NAIRA_SIGN)).toBe(true);
    expect(text).not.toMatch(/\s/);
  });
});

import { clampQuantity, parseQuantity } from '@/lib/shared/quantity';

describe('parseQuantity', () => {
  it('reads a typed whole number', () => {
    expect(parseQuantity('3', 10)).toBe(3);
    expect(parseQuantity(' 7 ', 10)).toBe(7);
  });
  it('falls back to 1 for anything that is not a number', () => {
    for (const text of ['abc', '', ' ', '-', '2abc', 'NaN', 'Infinity', '1e3', '0x10', '-5']) {
      expect(parseQuantity(text, 10)).toBe(1);
    }
  });
  it('never goes below 1', () => {
    expect(parseQuantity('0', 10)).toBe(1);
    expect(parseQuantity('0.5', 10)).toBe(1);
  });
  it('drops a fraction', () => {
    expect(parseQuantity('3.7', 10)).toBe(3);
  });
  it('never goes above the stock when there is stock', () => {
    expect(parseQuantity('12', 10)).toBe(10);
    expect(parseQuantity('99999999999999999999', 4)).toBe(4);
  });
  it('is not capped when the stock is 0 (out of stock)', () => {
    expect(parseQuantity('12', 0)).toBe(12);
  });
});

describe('clampQuantity', () => {
  it('keeps a quantity between 1 and the stock', () => {
    expect(clampQuantity(0, 5)).toBe(1);
    expect(clampQuantity(-3, 5)).toBe(1);
    expect(clampQuantity(6, 5)).toBe(5);
    expect(clampQuantity(5, 5)).toBe(5);
    expect(clampQuantity(Number.NaN, 5)).toBe(1);
  });
});

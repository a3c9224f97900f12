import { messageIn, messageOf } from '@/lib/shared/api-message';

describe('messageOf: the one reading of an error text, for answers and thrown errors', () => {
  it.each([
    [{ message: 'Out of stock' }, 'Out of stock'],
    [new Error('Cart is full'), 'Cart is full'],
    [{ message: '   ' }, 'fallback'],
    [{ message: 42 }, 'fallback'],
    [{ error: 'x' }, 'fallback'],
    [null, 'fallback'],
    [undefined, 'fallback'],
    ['Out of stock', 'fallback'],
    [['Out of stock'], 'fallback'],
  ])('%p reads as %p', (source, expected) => {
    expect(messageOf(source, 'fallback')).toBe(expected);
  });

  it('messageIn leaves the default to the caller', () => {
    expect(messageIn({ message: 'Too many attempts' })).toBe('Too many attempts');
    expect(messageIn({})).toBeUndefined();
  });
});

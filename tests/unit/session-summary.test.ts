import {
  cartBadgeText,
  greeting,
  SIGNED_OUT,
  toSessionSummary,
} from '@/lib/shared/session-summary';

describe('toSessionSummary', () => {
  it('reads a signed-in shopper and their cart count', () => {
    expect(toSessionSummary({ customer: { firstName: 'Ada' }, cartCount: 3 })).toEqual({
      customer: { firstName: 'Ada' },
      cartCount: 3,
    });
  });

  it('reads a signed-out shopper', () => {
    expect(toSessionSummary({ customer: null, cartCount: 0 })).toEqual(SIGNED_OUT);
  });

  it('treats anything malformed as signed out with nothing in the cart', () => {
    expect(toSessionSummary(null)).toEqual(SIGNED_OUT);
    expect(toSessionSummary('<html>404</html>')).toEqual(SIGNED_OUT);
    expect(toSessionSummary({ customer: 'Ada', cartCount: 'many' })).toEqual(SIGNED_OUT);
    expect(toSessionSummary({ cartCount: -2 })).toEqual(SIGNED_OUT);
    expect(toSessionSummary({ cartCount: Number.NaN })).toEqual(SIGNED_OUT);
  });

  it('keeps a signed-in shopper without a usable first name signed in', () => {
    expect(toSessionSummary({ customer: { firstName: 7 }, cartCount: 1.8 })).toEqual({
      customer: { firstName: '' },
      cartCount: 1,
    });
  });
});

describe('greeting', () => {
  it('greets by first name', () => {
    expect(greeting('Ada')).toBe('Hi, Ada');
    expect(greeting('')).toBe('Hi there');
  });

  it('shows first names up to 12 characters whole and cuts longer ones there', () => {
    expect(greeting('Chiamaka')).toBe('Hi, Chiamaka');
    expect(greeting('Oluwaseunfun')).toBe('Hi, Oluwaseunfun');
    expect(greeting('Oluwatobiloba')).toBe('Hi, Oluwatobilob…');
  });
});

describe('cartBadgeText', () => {
  it('is empty for an empty cart and caps at 99+', () => {
    expect(cartBadgeText(0)).toBe('');
    expect(cartBadgeText(7)).toBe('7');
    expect(cartBadgeText(99)).toBe('99');
    expect(cartBadgeText(100)).toBe('99+');
  });
});

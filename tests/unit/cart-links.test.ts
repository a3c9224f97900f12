import { cartLinkToken, readCartLinkToken } from '@/lib/server/cart-links';

describe('shared cart links (issue 41)', () => {
  const lines = [
    { productId: '12', qty: 2 },
    { productId: '40', qty: 1 },
  ];

  it('reads back the lines of a link it signed, and holds nothing but ids and quantities', () => {
    const token = cartLinkToken(lines);
    expect(token).toMatch(/^12x2-40x1\.[\w-]{22}$/);
    expect(readCartLinkToken(token)).toEqual(lines);
  });

  it('refuses an edited link: another quantity, another product, a line more or less', () => {
    const token = cartLinkToken(lines);
    const signature = token.split('.')[1];
    for (const payload of ['12x9-40x1', '13x2-40x1', '12x2-40x1-7x1', '12x2'])
      expect(readCartLinkToken(`${payload}.${signature}`)).toBeNull();
  });

  it('refuses nonsense, a bad signature and a payload it could not have signed', () => {
    for (const token of ['', '.', 'abc', '12x2', '12x2.', '12x2.AAAAAAAAAAAAAAAAAAAAAA'])
      expect(readCartLinkToken(token)).toBeNull();
    // Signed, but not lines a cart can hold: a repeated product, a zero quantity.
    expect(readCartLinkToken(cartLinkToken([lines[0], lines[0]]))).toBeNull();
    expect(readCartLinkToken(cartLinkToken([{ productId: '12', qty: 0 }]))).toBeNull();
  });
});

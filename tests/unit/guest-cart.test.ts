import {
  addGuestLine,
  addGuestSave,
  EMPTY_GUEST_CART,
  GUEST_CART_MAX_LINES,
  GUEST_CART_MAX_SAVES,
  setGuestLine,
  toGuestCart,
} from '@/lib/shared/cart/guest-cart';
import { guestMergeNotice } from '@/lib/shared/cart/guest-notice';
import { buyAgainText } from '@/lib/browser/cart/buy-again';
import { orderStatusLabel } from '@/lib/shared/checkout/order-status';

describe('the guest cart (decision 041)', () => {
  it('adds on top of a line, keeps new lines last and removes a line set to 0', () => {
    let cart = addGuestLine(EMPTY_GUEST_CART, '12', 1)!;
    cart = addGuestLine(cart, '7', 2)!;
    cart = addGuestLine(cart, '12', 3)!;
    expect(cart.lines).toEqual([
      { productId: '12', qty: 4 },
      { productId: '7', qty: 2 },
    ]);
    expect(setGuestLine(cart, '12', 0).lines).toEqual([{ productId: '7', qty: 2 }]);
  });

  it('has no room for one line past the limit, but still raises a line it holds', () => {
    let cart = EMPTY_GUEST_CART;
    for (let id = 1; id <= GUEST_CART_MAX_LINES; id++) cart = addGuestLine(cart, String(id), 1)!;
    expect(addGuestLine(cart, '999', 1)).toBeUndefined();
    expect(addGuestLine(cart, '1', 1)?.lines[0]).toEqual({ productId: '1', qty: 2 });
  });

  it('trusts nothing a cookie held: bad ids, quantities and shapes are dropped', () => {
    expect(toGuestCart(null)).toEqual(EMPTY_GUEST_CART);
    expect(toGuestCart('x')).toEqual(EMPTY_GUEST_CART);
    expect(
      toGuestCart({
        lines: [
          { productId: '3', qty: 2 },
          { productId: '3', qty: 9 },
          { productId: '0', qty: 1 },
          { productId: '../x', qty: 1 },
          { productId: '4', qty: 1.5 },
          { productId: '5', qty: -1 },
          { productId: 6, qty: 1 },
          { productId: '8', qty: 99_999 },
          'junk',
        ],
        saves: ['9', 'abc', '9', 10],
        price: 1,
      }),
    ).toEqual({
      lines: [
        { productId: '3', qty: 2 },
        { productId: '8', qty: 10_000 },
      ],
      saves: ['9'],
    });
  });

  it('keeps the newest saves up to the limit, each once', () => {
    let cart = EMPTY_GUEST_CART;
    for (let id = 1; id <= GUEST_CART_MAX_SAVES + 2; id++) cart = addGuestSave(cart, String(id));
    cart = addGuestSave(cart, '5');
    expect(cart.saves).toHaveLength(GUEST_CART_MAX_SAVES);
    expect(cart.saves.at(-1)).toBe('5');
    expect(new Set(cart.saves).size).toBe(cart.saves.length);
  });

  it('tells the shopper what the merge did', () => {
    expect(guestMergeNotice(null, 0)).toBeNull();
    expect(
      guestMergeNotice(
        {
          added: [{ productId: '1', title: 'Garri', qty: 1 }],
          skipped: [{ productId: '2', title: 'Yam', reason: 'Yam is out of stock.' }],
        },
        2,
      ),
    ).toBe(
      'Added 1 product from before you logged in to your cart. Not added: Yam is out of stock. ' +
        'Saved 2 products to your saved items.',
    );
  });
});

describe('Buy again and order statuses', () => {
  it('says what went in at today’s prices and what did not, with why', () => {
    expect(
      buyAgainText({
        added: [
          { productId: '1', title: 'Garri', qty: 1 },
          { productId: '3', title: 'Beans', qty: 2 },
        ],
        skipped: [{ productId: '2', title: 'Yam', reason: 'Yam is no longer sold.' }],
      }),
    ).toBe("Added 2 products to your cart at today's prices. Not added: Yam is no longer sold.");
    expect(buyAgainText({ added: [], skipped: [] })).toBe(
      'Nothing from this order could be added to your cart.',
    );
  });

  it('words each status, an unpaid pending order as awaiting payment', () => {
    expect(orderStatusLabel('pending', 'unpaid')).toBe('Awaiting payment');
    expect(orderStatusLabel('pending', 'paid')).toBe('Order placed');
    expect(orderStatusLabel('awaiting_payment')).toBe('Awaiting payment on delivery');
    expect(orderStatusLabel('processing', 'paid')).toBe('Processing');
    expect(orderStatusLabel('cancelled')).toBe('Cancelled');
    // A status added later still reads as words until it gets its own label.
    expect(orderStatusLabel('refused_at_door')).toBe('Refused at door');
  });
});

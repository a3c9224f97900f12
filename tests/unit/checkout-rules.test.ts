import {
  PAYMENT_BANNERS,
  confirmationAction,
  paymentBanner,
  reviewPath,
} from '@/lib/shared/checkout/payment-status';
import {
  UNKNOWN_ITEM,
  UNTITLED_PRODUCT,
  shippingName,
  toOrderLines,
  toOrderRows,
} from '@/lib/shared/checkout/order-view';
import {
  messageForFailure,
  saveAddressByDefault,
  shippingPrefill,
} from '@/lib/shared/checkout/shipping';
import { PAYMENT_STATUSES, type OrderHistoryItem } from '@/lib/contract/commerce';
import { PLACEHOLDER_IMAGE } from '@/lib/shared/catalog/mappers';

describe('confirmation banner and action', () => {
  it('chooses the banner by payment status: green paid, yellow unpaid, red failed', () => {
    expect(paymentBanner('paid')).toEqual({
      tone: 'success',
      text: 'Thank you! Your payment was successful.',
    });
    expect(paymentBanner('unpaid')).toEqual({
      tone: 'pending',
      text: 'Your order is pending payment.',
    });
    expect(paymentBanner('failed')).toEqual({
      tone: 'failed',
      text: 'Payment Failed. Please try again.',
    });
  });

  it('has a banner for every payment status of the contract', () => {
    expect(Object.keys(PAYMENT_BANNERS).sort()).toEqual([...PAYMENT_STATUSES].sort());
  });

  it('continues shopping once paid, else leads back to the review page to pay', () => {
    expect(confirmationAction('paid', 'ord_1')).toEqual({ label: 'CONTINUE SHOPPING', href: '/' });
    for (const status of ['unpaid', 'failed'] as const) {
      expect(confirmationAction(status, 'ord_1')).toEqual({
        label: 'COMPLETE PAYMENT',
        href: '/checkout/review/ord_1',
      });
    }
  });

  it('encodes the order id into the path', () => {
    expect(reviewPath('a/b')).toBe('/checkout/review/a%2Fb');
  });
});

describe('shipping step', () => {
  const addresses = [
    { _id: '1', state: 'Lagos', city: 'Ikeja', address: '1 Old Road', postcode: '100001' },
    { _id: '2', state: 'Oyo', city: 'Ibadan', address: '2 Ring Road', postcode: '200001' },
    { _id: '3', state: 'Lagos', city: 'Yaba', address: '3 New Street', postcode: '100002' },
  ];
  const profile = { phone: '0800', phoneNumber: '08035550101' };

  it('prefills the latest saved address of that state and the profile phone', () => {
    expect(shippingPrefill('Lagos', addresses, profile)).toEqual({
      address: addresses[2].address,
      postcode: addresses[2].postcode,
      phoneNumber: profile.phoneNumber,
    });
  });

  it('leaves the address empty when no saved address is in that state', () => {
    expect(shippingPrefill('Kano', addresses, { phone: null, phoneNumber: null })).toEqual({
      address: '',
      postcode: '',
      phoneNumber: '',
    });
    expect(shippingPrefill('Kano', [], null).phoneNumber).toBe('');
  });

  it('starts "Save this address" checked only while the address book is empty', () => {
    expect(saveAddressByDefault([])).toBe(true);
    expect(saveAddressByDefault(addresses)).toBe(false);
  });

  it("prefers the API's message for a refused request, the spec's text otherwise", () => {
    const fallback = 'Failed to create order.';
    expect(messageForFailure({ status: 409, message: 'Only 1 left.' }, fallback)).toBe(
      'Only 1 left.',
    );
    expect(messageForFailure({ status: 400, message: undefined }, fallback)).toBe(fallback);
    expect(messageForFailure({ status: 502, message: 'upstream exploded' }, fallback)).toBe(
      fallback,
    );
    expect(messageForFailure({ status: 0, message: undefined }, fallback)).toBe(fallback);
  });
});

describe('order views', () => {
  const item = {
    id: 90,
    productId: '9',
    productTitle: 'Smoked catfish',
    productImage: '/media/products/catfish-1.png',
    qty: 3,
    price: 1_250.5,
    vendorId: '2',
    storeName: 'Ikorodu Fresh Fish',
  };

  it('gives each line its image, title and qty × price total', () => {
    const [line] = toOrderLines({ orderItems: [item] });
    expect(line).toMatchObject({
      title: item.productTitle,
      image: item.productImage,
      lineTotal: (125_050 * 3) / 100,
    });
  });

  it("falls back to /placeholder.jpg and 'Untitled Product'", () => {
    const [line] = toOrderLines({
      orderItems: [{ ...item, productTitle: '  ', productImage: null }],
    });
    expect(line.title).toBe(UNTITLED_PRODUCT);
    expect(line.image).toBe(PLACEHOLDER_IMAGE);
    // An image off the API's /media cannot be served here: placeholder too.
    const [foreign] = toOrderLines({
      orderItems: [{ ...item, productImage: 'https://tracker.example/x.png' }],
    });
    expect(foreign.image).toBe(PLACEHOLDER_IMAGE);
  });

  const historyItem: OrderHistoryItem = {
    _id: '5',
    orderId: 'ord_5',
    productId: '41',
    status: 'pending',
    qty: 2,
    price: 900,
    item: { title: 'Garri', images: ['/media/products/garri-1.png'] },
    vendor: { storeName: 'Ibadan Garri Depot' },
    createdAt: '2026-11-20T10:00:00.000Z',
    paymentStatus: 'paid',
  };

  it("reads a My Orders row, with 'Unknown Item' for a product gone", () => {
    const lineOf = (item: OrderHistoryItem) =>
      toOrderRows({ orders: [], items: [item] })[0].lines[0];
    expect(lineOf(historyItem)).toMatchObject({
      title: 'Garri',
      storeName: 'Ibadan Garri Depot',
      image: '/media/products/garri-1.png',
    });
    const gone = lineOf({ ...historyItem, item: null, vendor: null });
    expect(gone.title).toBe(UNKNOWN_ITEM);
    expect(gone.storeName).toBeNull();
    expect(gone.image).toBe(PLACEHOLDER_IMAGE);
  });

  it('joins the shipping name from the parts there are', () => {
    expect(shippingName({ firstName: 'Chidinma', lastName: 'Eze' })).toBe('Chidinma Eze');
    expect(shippingName({ firstName: 'Chidinma', lastName: ' ' })).toBe('Chidinma');
  });
});

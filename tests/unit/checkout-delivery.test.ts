import {
  initialDeliveryState,
  orderShipmentRows,
  windowText,
} from '@/lib/shared/checkout/delivery';

describe('delivery to the shopper’s state', () => {
  const deliverable = ['Kano', 'Lagos', 'Oyo'];

  it('starts at the location, else the latest saved address, else empty: never where the cart ships from', () => {
    const guess = (location?: string, addressStates: string[] = []) =>
      initialDeliveryState(deliverable, { location, addressStates });
    expect(guess('Lagos', ['Oyo'])).toBe('Lagos');
    expect(guess('Sokoto', ['Kano', 'Oyo'])).toBe('Oyo');
    expect(guess(undefined, ['Sokoto'])).toBe('');
    expect(guess(undefined, [])).toBe('');
    expect(guess('Sokoto', [])).toBe('');
  });

  it('words a window', () => {
    expect(windowText({ minDays: 1, maxDays: 2 })).toBe('1–2 days');
    expect(windowText({ minDays: 3, maxDays: 3 })).toBe('3 days');
    expect(windowText({ minDays: 1, maxDays: 1 })).toBe('1 day');
  });

  it('names the lines of each of an order’s shipments', () => {
    const item = { productId: '1', productImage: null, price: 1, vendorId: '1', storeName: 'S' };
    const rows = orderShipmentRows({
      orderItems: [
        { ...item, id: 11, productTitle: 'Garri', qty: 2 },
        { ...item, id: 12, productTitle: 'Groundnuts', qty: 1 },
      ],
      shipments: [
        { fromState: 'Kano', lines: [12], fee: 7_000, window: { minDays: 4, maxDays: 7 } },
        { fromState: 'Lagos', lines: [11], fee: 2_500, window: { minDays: 1, maxDays: 2 } },
      ],
    });
    expect(rows.map((row) => [row.fromState, row.items, row.fee])).toEqual([
      ['Kano', ['Groundnuts × 1'], 7_000],
      ['Lagos', ['Garri × 2'], 2_500],
    ]);
  });
});

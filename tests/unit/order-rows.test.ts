import { itemCountText, toOrderRows } from '@/lib/shared/checkout/order-view';
import type { OrderHistoryItem, OrderSummary } from '@/lib/contract/commerce';

const line = (orderId: string, id: string, qty: number, price: number): OrderHistoryItem => ({
  _id: id,
  orderId,
  productId: id,
  status: 'pending',
  qty,
  price,
  item: { title: `Product ${id}`, images: [] },
  vendor: { storeName: 'Mama Ngozi Farms' },
  createdAt: '2026-11-28T06:00:00.000Z',
  paymentStatus: 'unpaid',
});

const summary = (orderId: string, fields: Partial<OrderSummary> = {}): OrderSummary => ({
  orderId,
  createdAt: '2026-11-28T06:00:00.000Z',
  status: 'pending',
  paymentStatus: 'unpaid',
  total: 0,
  itemCount: 0,
  ...fields,
});

describe('toOrderRows (issue 38: one row per order)', () => {
  const items = [line('B', '3', 4, 100), line('A', '1', 1, 250.5), line('A', '2', 2, 50)];

  it('takes each order’s summary from the API and puts its lines inside', () => {
    const rows = toOrderRows({
      orders: [
        summary('B', { total: 3091.25, itemCount: 4, status: 'paid', paymentStatus: 'paid' }),
        summary('A', { total: 900, itemCount: 3 }),
      ],
      items,
    });
    expect(rows.map((row) => [row.orderId, row.itemCount, row.total, row.status])).toEqual([
      ['B', 4, 3091.25, 'Payment received'],
      ['A', 3, 900, 'Awaiting payment'],
    ]);
    expect(rows[1].lines.map((l) => [l.id, l.qty, l.lineTotal])).toEqual([
      ['1', 1, 250.5],
      ['2', 2, 100],
    ]);
  });

  it('sums the lines itself when the API answers only the spec’s items', () => {
    const rows = toOrderRows({ orders: [], items });
    expect(rows.map((row) => [row.orderId, row.itemCount, row.total, row.lines.length])).toEqual([
      ['B', 4, 400, 1],
      ['A', 3, 350.5, 2],
    ]);
  });

  it('words the count', () => {
    expect(itemCountText(1)).toBe('1 item');
    expect(itemCountText(3)).toBe('3 items');
  });
});

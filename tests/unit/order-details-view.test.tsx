import { render, screen } from '@testing-library/react';
import { SWRConfig } from 'swr';
import { OrderDetailsView } from '@/components/orders/OrderDetailsView';
import type { OrderDetails } from '@/lib/contract/commerce';
import { formatNaira } from '@/lib/money';
import { fakeFetch } from './fake-fetch';

const { fetchMock, answer } = fakeFetch();

const order: OrderDetails = {
  orderId: 'ord_7',
  createdAt: '2026-11-20T10:00:00.000Z',
  total: 13_437.5,
  status: 'pending',
  paymentStatus: 'paid',
  subTotal: 10_000,
  shipping: 2_687.5,
  taxRate: 7.5,
  tax: 750,
  orderItems: [
    {
      id: 31,
      productId: '3',
      productTitle: 'Catfish',
      productImage: null,
      qty: 2,
      price: 5_000,
      vendorId: '1',
      storeName: 'Ikorodu Fresh Fish',
    },
  ],
  shippingInfo: {
    firstName: 'Chidinma',
    lastName: 'Eze',
    email: 'c@example.com',
    phoneNumber: '08035550101',
    address: '12 Allen Avenue',
    area: 'Ikeja',
    state: 'Lagos',
    postcode: '100001',
  },
  vendorSubaccounts: [{ subaccountId: 'RS_1', payoutAmount: 9_500 }],
  deliveryState: 'Lagos',
  shipments: [
    { fromState: 'Lagos', lines: [31], fee: 2_687.5, window: { minDays: 1, maxDays: 2 } },
  ],
  replacedBy: null,
  payments: [],
};

function renderView() {
  render(
    <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0 }}>
      <OrderDetailsView orderId="ord_7" />
    </SWRConfig>,
  );
}

describe('OrderDetailsView', () => {
  it("says 'Loading order details...' until the details arrive, then shows them", async () => {
    answer(200, { order });
    renderView();
    expect(screen.getByRole('status')).toHaveTextContent('Loading order details...');
    expect(await screen.findByText(order.orderId)).toBeInTheDocument();
    expect(fetchMock.mock.calls[0][0]).toBe('/api/customer/orders/details/ord_7');
    expect(screen.getByText('Catfish')).toBeInTheDocument();
    expect(screen.getByText(formatNaira(order.total))).toBeInTheDocument();
    expect(screen.getByText(/Chidinma Eze/)).toBeInTheDocument();
  });

  it("says 'Order details not found.' for an order that is not the shopper's", async () => {
    answer(404, { message: 'Order details not found.' });
    renderView();
    expect(await screen.findByRole('alert')).toHaveTextContent('Order details not found.');
  });

  it("says 'Failed to fetch order details.' when the call fails otherwise", async () => {
    answer(503, { message: 'down' });
    renderView();
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to fetch order details.');
  });
});

import { render, screen } from '@testing-library/react';
import { SWRConfig } from 'swr';
import { OrderDetailsView } from '@/components/orders/OrderDetailsView';
import type { OrderDetails } from '@/lib/contract/commerce';
import { formatNaira } from '@/lib/shared/money';
import { fakeFetch } from './fake-fetch';

jest.mock('next/navigation', () => ({
  useRouter: () => ({ replace: jest.fn(), refresh: jest.fn(), push: jest.fn() }),
}));

const { fetchMock, answer } = fakeFetch();

const order: OrderDetails = {
  orderId: 'ord_7',
  createdAt: '2026-11-20T10:00:00.000Z',
  total: 13_437.5,
  status: 'pending',
  paymentStatus: 'paid',
  paymentType: 'card',
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
  paymentMethod: 'online',
  failureReason: null,
  timeline: [{ status: 'pending', at: '2026-11-20T10:00:00.000Z', note: null }],
  refund: null,
  amountCollected: null,
  trackingNote: null,
  cancellable: true,
  payLink: null,
  paidBySomeoneElse: false,
};

function renderView() {
  render(
    <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0 }}>
      <OrderDetailsView orderId="ord_7" siteName="Oja Market" />
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
    expect(screen.getByTestId('paid-by')).toHaveTextContent('Paid by card');
    // The order's life: its timeline and, before shipping, CANCEL ORDER.
    expect(screen.getByTestId('order-timeline')).toHaveTextContent('Order placed');
    expect(screen.getByRole('button', { name: 'CANCEL ORDER' })).toBeInTheDocument();
  });

  it('says how a paid order was paid, and nothing about it before it is paid', async () => {
    answer(200, { order: { ...order, paymentType: 'bank_transfer' } });
    renderView();
    expect(await screen.findByTestId('paid-by')).toHaveTextContent('Paid by bank transfer');
  });

  it('says nothing of the method of an unpaid order', async () => {
    answer(200, { order: { ...order, paymentStatus: 'unpaid', paymentType: null } });
    renderView();
    expect(await screen.findByText(order.orderId)).toBeInTheDocument();
    expect(screen.queryByTestId('paid-by')).toBeNull();
  });

  it('shows a refund and no cancel button once cancelled', async () => {
    answer(200, {
      order: {
        ...order,
        status: 'cancelled',
        cancellable: false,
        refund: { amount: 13_437.5, status: 'successful', at: '2026-11-20T11:00:00.000Z' },
        timeline: [
          ...order.timeline,
          { status: 'cancelled', at: '2026-11-20T11:00:00.000Z', note: null },
        ],
      },
    });
    renderView();
    expect(await screen.findByTestId('order-refund')).toHaveTextContent(
      `Refunded ${formatNaira(13_437.5)} to the way you paid.`,
    );
    expect(screen.getByTestId('order-timeline')).toHaveTextContent('Cancelled');
    expect(screen.queryByRole('button', { name: 'CANCEL ORDER' })).toBeNull();
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

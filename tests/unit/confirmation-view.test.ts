import { confirmationView } from '@/lib/shared/checkout/confirmation';
import type { OrderDetails } from '@/lib/contract/commerce';

type Order = Parameters<typeof confirmationView>[0];

const order = (fields: Partial<Order> = {}): Order => ({
  orderId: 'OJA-1',
  status: 'pending',
  paymentStatus: 'unpaid',
  paymentMethod: 'online',
  total: 3091.25,
  refund: null,
  payments: [],
  failureReason: null,
  replacedBy: null,
  ...fields,
});

const payment = (fields: Partial<OrderDetails['payments'][number]>) => ({
  transactionId: '1',
  status: 'successful',
  amount: 3091.25,
  currency: 'NGN',
  createdAt: '2026-11-28T06:00:00.000Z',
  refundDue: false,
  refundReason: null,
  ...fields,
});

describe('confirmationView', () => {
  it('a paid order: the spec’s green banner and CONTINUE SHOPPING at the end', () => {
    expect(confirmationView(order({ status: 'paid', paymentStatus: 'paid' }))).toEqual({
      heading: 'Order confirmation',
      banner: { tone: 'success', text: 'Thank you! Your payment was successful.', detail: null },
      action: { label: 'CONTINUE SHOPPING', href: '/' },
      actionFirst: false,
    });
  });

  it('a failed payment: the heading says so, the reason beside the spec’s text, COMPLETE PAYMENT first', () => {
    expect(
      confirmationView(order({ paymentStatus: 'failed', failureReason: 'Insufficient funds' })),
    ).toEqual({
      heading: 'Payment failed',
      banner: {
        tone: 'failed',
        text: 'Payment Failed. Please try again.',
        detail: 'Reason given by the payment provider: Insufficient funds',
      },
      action: { label: 'COMPLETE PAYMENT', href: '/checkout/review/OJA-1' },
      actionFirst: true,
    });
    expect(confirmationView(order({ paymentStatus: 'failed' })).banner.detail).toBeNull();
  });

  it('an unpaid order keeps the spec’s heading and puts COMPLETE PAYMENT first', () => {
    const view = confirmationView(order());
    expect(view.heading).toBe('Order confirmation');
    expect(view.banner.text).toBe('Your order is pending payment.');
    expect(view).toMatchObject({ action: { label: 'COMPLETE PAYMENT' }, actionFirst: true });
  });

  it('pay on delivery: how much to pay the rider', () => {
    const view = confirmationView(
      order({ paymentMethod: 'on_delivery', status: 'awaiting_payment' }),
    );
    expect(view.banner).toEqual({
      tone: 'on-delivery',
      text: 'Order placed. Pay ₦3,091.25 on delivery: cash, bank transfer or card to the rider.',
      detail: null,
    });
    expect(view.action.label).toBe('CONTINUE SHOPPING');
  });

  it('a cancelled pay-on-delivery order says it was cancelled and that nothing was charged', () => {
    const view = confirmationView(order({ status: 'cancelled', paymentMethod: 'on_delivery' }));
    expect(view).toEqual({
      heading: 'Order cancelled',
      banner: {
        tone: 'cancelled',
        text: 'This order was cancelled.',
        detail: 'Nothing was charged: it was to be paid on delivery.',
      },
      action: { label: 'CONTINUE SHOPPING', href: '/' },
      actionFirst: false,
    });
  });

  it('a cancelled unpaid online order: nothing charged, even after a failed card', () => {
    expect(
      confirmationView(
        order({ status: 'cancelled', paymentStatus: 'failed', failureReason: 'Declined' }),
      ).banner,
    ).toEqual({
      tone: 'cancelled',
      text: 'This order was cancelled.',
      detail: 'Nothing was charged.',
    });
  });

  it('a cancelled paid order says where its refund is', () => {
    const at = '2026-11-28T06:00:00.000Z';
    const refunded = (status: 'pending' | 'successful' | 'failed') =>
      confirmationView(
        order({
          status: 'cancelled',
          paymentStatus: 'paid',
          refund: { amount: 3091.25, status, at },
        }),
      ).banner.detail;
    expect(refunded('pending')).toBe('Refund of ₦3,091.25 in progress.');
    expect(refunded('successful')).toBe('Refunded ₦3,091.25 to the way you paid.');
    expect(refunded('failed')).toBe(
      'The refund of ₦3,091.25 is delayed; our team will complete it.',
    );
  });

  it('a payment that arrived after the cancel is to be refunded', () => {
    const view = confirmationView(
      order({
        status: 'cancelled',
        payments: [payment({ refundDue: true, refundReason: 'order-cancelled' })],
      }),
    );
    expect(view.banner.detail).toBe('The ₦3,091.25 you paid will be refunded to the way you paid.');
  });

  it('a replaced order says so and leads to the newer order', () => {
    const view = confirmationView(order({ status: 'cancelled', replacedBy: 'OJA-2' }));
    expect(view.banner.text).toBe('This order was replaced by a newer order from your cart.');
    expect(view.action).toEqual({
      label: 'REVIEW THE NEWER ORDER',
      href: '/checkout/review/OJA-2',
    });
  });
});

import { paidByText, wrongAmountText } from '@/lib/shared/checkout/payment-type';
import type { OrderDetails } from '@/lib/contract/commerce';

const payment = (
  amount: number,
  refundReason: OrderDetails['payments'][number]['refundReason'],
) => ({
  transactionId: '7',
  status: 'successful',
  amount,
  currency: 'NGN',
  createdAt: '2026-11-26T10:00:00.000Z',
  refundDue: refundReason !== null,
  refundReason,
});

describe('paidByText', () => {
  it('names each method of a paid order, one line each', () => {
    expect(paidByText({ paymentStatus: 'paid', paymentType: 'card' })).toBe('Paid by card');
    expect(paidByText({ paymentStatus: 'paid', paymentType: 'bank_transfer' })).toBe(
      'Paid by bank transfer',
    );
    expect(paidByText({ paymentStatus: 'paid', paymentType: 'ussd' })).toBe('Paid by USSD');
  });

  it('says nothing when unpaid or the method is unknown', () => {
    expect(paidByText({ paymentStatus: 'unpaid', paymentType: null })).toBeNull();
    expect(paidByText({ paymentStatus: 'paid', paymentType: null })).toBeNull();
  });
});

describe('wrongAmountText', () => {
  it('says what arrived, the total, that it is refunded and to pay the exact amount', () => {
    const text = wrongAmountText({
      paymentStatus: 'failed',
      total: 13_437.5,
      payments: [payment(12_000, 'wrong-amount')],
    });
    expect(text).toContain('We received ₦12,000.00');
    expect(text).toContain("this order's total is ₦13,437.50");
    expect(text).toContain('refunded');
  });

  it('says nothing once paid, or when the last payment was not of the wrong amount', () => {
    const wrong = payment(12_000, 'wrong-amount');
    expect(wrongAmountText({ paymentStatus: 'paid', total: 1, payments: [wrong] })).toBeNull();
    expect(
      wrongAmountText({ paymentStatus: 'failed', total: 1, payments: [wrong, payment(1, null)] }),
    ).toBeNull();
    expect(wrongAmountText({ paymentStatus: 'unpaid', total: 1, payments: [] })).toBeNull();
  });
});

import { canAskSomeoneToPay } from '@/lib/shared/checkout/pay-link-offer';
import {
  linkTime,
  payLinkShareMessage,
  paymentMethodsText,
  payProblemOf,
} from '@/lib/shared/checkout/pay-link';
import { paidByText } from '@/lib/shared/checkout/payment-type';
import { whatsAppShareHref } from '@/lib/shared/share';

const order = {
  total: 98_437.5,
  orderItems: [
    { productTitle: 'NPK fertiliser 50kg ', storeName: 'Kano Agro Inputs', qty: 2 },
    { productTitle: 'Maize seed 10kg', storeName: 'Green Farms', qty: 1 },
  ],
} as Parameters<typeof payLinkShareMessage>[0];

describe('the WhatsApp message of a payment link', () => {
  const url = 'https://ojamarket.ng/pay/abc';
  // 14:45 UTC is 3:45 pm in Lagos (UTC+1, no summer time).
  const message = payLinkShareMessage(order, 'Oja Market', url, '2026-12-01T14:45:00.000Z');

  it('says what, from which stores, how much, where and until when, then the link alone', () => {
    const lines = message.split('\n');
    expect(lines[0]).toBe('Hello! Could you help me pay for my order on Oja Market?');
    expect(lines).toContain('• 2 × NPK fertiliser 50kg (Kano Agro Inputs)');
    expect(lines).toContain('• 1 × Maize seed 10kg (Green Farms)');
    expect(lines).toContain('Total: ₦98,437.50');
    expect(message).toContain('card, bank transfer or USSD');
    expect(message).toContain(linkTime('2026-12-01T14:45:00.000Z'));
    expect(lines.at(-1)).toBe(url);
  });

  it('opens wa.me with the whole message encoded', () => {
    const href = whatsAppShareHref(message);
    expect(href.startsWith('https://wa.me/?text=')).toBe(true);
    expect(decodeURIComponent(href.slice('https://wa.me/?text='.length))).toBe(message);
  });
});

describe('when a shopper may ask someone to pay', () => {
  const base = { status: 'pending', paymentStatus: 'unpaid', paymentMethod: 'online' } as const;
  it('is an unpaid online order still placed, a failed attempt included', () => {
    expect(canAskSomeoneToPay(base)).toBe(true);
    expect(canAskSomeoneToPay({ ...base, paymentStatus: 'failed' })).toBe(true);
    expect(canAskSomeoneToPay({ ...base, paymentStatus: 'paid', status: 'paid' })).toBe(false);
    expect(canAskSomeoneToPay({ ...base, status: 'cancelled' })).toBe(false);
    expect(
      canAskSomeoneToPay({ ...base, paymentMethod: 'on_delivery', status: 'awaiting_payment' }),
    ).toBe(false);
  });
});

describe('the payer page', () => {
  it('names the provider methods', () => {
    expect(paymentMethodsText(['card', 'banktransfer', 'ussd'])).toBe(
      'card, bank transfer or USSD',
    );
    expect(paymentMethodsText(['card'])).toBe('card');
  });

  it('reads only known problem codes from its query', () => {
    expect(payProblemOf('busy')).toBe('busy');
    expect(payProblemOf('<script>')).toBeNull();
    expect(payProblemOf('toString')).toBeNull();
    expect(payProblemOf(undefined)).toBeNull();
  });
});

describe('Paid by someone else', () => {
  it('is what a paid order says when a payer paid it through its link', () => {
    expect(
      paidByText({ paymentStatus: 'paid', paymentType: 'card', paidBySomeoneElse: true }),
    ).toBe('Paid by someone else');
    expect(paidByText({ paymentStatus: 'paid', paymentType: 'card' })).toBe('Paid by card');
    expect(
      paidByText({ paymentStatus: 'unpaid', paymentType: null, paidBySomeoneElse: true }),
    ).toBeNull();
  });
});

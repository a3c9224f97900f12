import type { OrderDetails, OrderPayLink } from '@/lib/contract/commerce';
import { formatNaira } from '@/lib/shared/money';
import { PAY_LINK_OFFER } from './pay-link-offer';

/**
 * "Ask someone to pay" (issue 41 part 1, decision 061): the panel's texts, the message the
 * WhatsApp share is prefilled with, and the payer's page. Loaded with the panel and the payer's
 * page, not with the order views (when the button is offered: ./pay-link-offer.ts). The issue's
 * own words are kept: "Ask someone to pay", "Paid by someone else".
 */
export const PAY_LINK_TEXT = {
  ask: PAY_LINK_OFFER.ask,
  askButton: 'ASK SOMEONE TO PAY',
  intro:
    'Someone else can pay this order by card, bank transfer or USSD, without an account. They see the items, the total and the state it goes to, never your address, phone or e-mail.',
  nameLabel: 'Your name as they will see it',
  making: 'Making the link...',
  ready: 'Payment link ready. Send it to the person paying.',
  worksUntil: (time: string) => `It works until ${time} (Lagos time), while your items are held.`,
  whatsApp: 'Send on WhatsApp',
  copy: 'Copy link',
  copied: 'Link copied.',
  shareOther: 'Share another way',
  linkLabel: 'Payment link',
  withdraw: 'Withdraw the link',
  withdrawing: 'Withdrawing...',
  withdrawn: 'Payment link withdrawn: it no longer takes payments.',
  active: (name: string, time: string) =>
    `You asked someone to pay, as ${name}. The link works until ${time} (Lagos time).`,
  newLink: 'MAKE A NEW LINK',
  newLinkNote: 'A new link replaces the one you sent, which then stops working.',
  failed: 'The payment link could not be made. Please try again.',
  withdrawFailed: 'The link could not be withdrawn. Please try again.',
} as const;

const lagosTime = new Intl.DateTimeFormat('en-NG', {
  hour: 'numeric',
  minute: '2-digit',
  timeZone: 'Africa/Lagos',
});

/** A link's end as the shopper and the payer read it: "3:45 pm". */
export function linkTime(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? '' : lagosTime.format(date);
}

/** The order's link, when it still takes payments. */
export function activePayLink(payLink: OrderPayLink | null): OrderPayLink | null {
  return payLink?.state === 'open' ? payLink : null;
}

type SharedOrder = Pick<OrderDetails, 'orderItems' | 'total'>;

/**
 * The WhatsApp message: what (each item, how many, from which store), how much, on which
 * marketplace, how it can be paid and until when, then the link on a line of its own (where
 * WhatsApp makes it a link).
 */
export function payLinkShareMessage(
  order: SharedOrder,
  siteName: string,
  url: string,
  expiresAt: string,
): string {
  const items = order.orderItems.map(
    (item) => `• ${item.qty} × ${item.productTitle.trim()} (${item.storeName})`,
  );
  return [
    `Hello! Could you help me pay for my order on ${siteName}?`,
    ...items,
    `Total: ${formatNaira(order.total)}`,
    `You can pay by card, bank transfer or USSD, without an account, until ${linkTime(expiresAt)} (Lagos time):`,
    url,
  ].join('\n');
}

/** The payer's page (app/(pay)/pay/[token]): its own words beside the spec's payment banners. */
export const PAYER_TEXT = {
  title: 'Pay for an order',
  asks: (name: string) => `${name} asks you to pay for an order`,
  lead: (siteName: string) =>
    `From ${siteName}, the marketplace for farm produce across Nigeria. No account needed.`,
  deliveredTo: (state: string) => `Delivered to ${state}`,
  worksUntil: (time: string) => `This link works until ${time} (Lagos time).`,
  emailLabel: 'Your e-mail, for a receipt (optional)',
  pay: (total: string) => `PAY ${total}`,
  methods: (names: string) => `You pay on the payment provider's secure page: ${names}.`,
  paidHeading: 'Order paid',
  closedHeading: 'This link takes no payment',
  notFoundHeading: 'Payment link not found',
  busy: 'Too many attempts. Please wait a minute and try again.',
  unavailable: 'This payment link cannot be opened right now. Please try again in a minute.',
  waitingForPayment: 'Waiting for payment',
  statusLabel: 'Status',
} as const;

/** The provider's methods (PAYMENT_OPTIONS) in words. */
const METHOD_NAMES: Record<string, string> = {
  card: 'card',
  banktransfer: 'bank transfer',
  ussd: 'USSD',
};

export function paymentMethodsText(options: readonly string[]): string {
  const names = options.map((option) => METHOD_NAMES[option] ?? option);
  return names.length > 1 ? `${names.slice(0, -1).join(', ')} or ${names.at(-1)}` : names.join('');
}

/**
 * Why the PAY form came back (app/api/pay-link, without scripts): a code in the page's query,
 * never a text, so the address cannot be made to say anything else.
 */
export const PAY_PROBLEMS = {
  email: 'Invalid email address',
  busy: PAYER_TEXT.busy,
  closed: 'This link no longer takes payments.',
  failed: 'Failed to initiate payment.',
} as const;
export type PayProblem = keyof typeof PAY_PROBLEMS;

export function payProblemOf(value: unknown): PayProblem | null {
  return typeof value === 'string' && Object.hasOwn(PAY_PROBLEMS, value)
    ? (value as PayProblem)
    : null;
}

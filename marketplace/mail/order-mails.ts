import { PAID_BY_SOMEONE_ELSE } from '../../lib/contract/constants';
import { escapeHtml } from './html';
import type { MailMessage } from './outbox';

/** The steps of an order that the shopper is mailed about, each once (decision 040). */
export type OrderMailStep =
  'placed' | 'paid' | 'shipped' | 'delivered' | 'cancelled' | 'refunded' | 'refused';

export interface OrderMailLine {
  productTitle: string;
  storeName: string;
  qty: number;
  priceKobo: number;
}

export interface OrderMailFacts {
  orderId: string;
  firstName: string;
  email: string;
  paymentMethod: 'online' | 'on_delivery';
  subtotalKobo: number;
  shippingKobo: number;
  taxKobo: number;
  totalKobo: number;
  address: string;
  area: string;
  state: string;
  postcode: string;
  phoneNumber: string;
  lines: OrderMailLine[];
  trackingNote: string | null;
  amountCollectedKobo: number | null;
  refundKobo: number | null;
  /** A transaction started from a payment link paid it (decision 061). */
  paidBySomeoneElse?: boolean;
  /** The order's page on the storefront. */
  link: string;
}

const naira = new Intl.NumberFormat('en-NG', { style: 'currency', currency: 'NGN' });
/** Naira in the en-NG format, from kobo: ₦12,500.00. */
export const formatNaira = (kobo: number) => naira.format(kobo / 100);

export const PAYMENT_METHOD_TEXT = {
  online: 'Paid online',
  on_delivery: 'Pay on delivery (cash, transfer or card to the rider)',
} as const;

const paymentMethodText = (facts: OrderMailFacts) =>
  facts.paidBySomeoneElse
    ? `${PAID_BY_SOMEONE_ELSE}, online`
    : PAYMENT_METHOD_TEXT[facts.paymentMethod];

function receipt(facts: OrderMailFacts): { text: string; html: string } {
  const lines = facts.lines.map(
    (line) =>
      `- ${line.productTitle} (sold by ${line.storeName}): ${line.qty} × ${formatNaira(line.priceKobo)} = ${formatNaira(line.qty * line.priceKobo)}`,
  );
  const sums: [string, number][] = [
    ['Subtotal', facts.subtotalKobo],
    ['Shipping', facts.shippingKobo],
    ['Tax', facts.taxKobo],
    ['Total', facts.totalKobo],
  ];
  const address = `${facts.address}, ${facts.area}, ${facts.state} ${facts.postcode}`;
  const text = [
    ...lines,
    '',
    ...sums.map(([label, kobo]) => `${label}: ${formatNaira(kobo)}`),
    '',
    `Deliver to: ${address} (phone ${facts.phoneNumber})`,
    `Payment method: ${paymentMethodText(facts)}`,
  ].join('\n');
  const cell = 'style="padding:4px 8px;border-bottom:1px solid #ddd;text-align:left"';
  const num = 'style="padding:4px 8px;border-bottom:1px solid #ddd;text-align:right"';
  const html =
    `<table style="border-collapse:collapse;width:100%;max-width:40rem">` +
    `<thead><tr><th ${cell}>Product</th><th ${cell}>Vendor</th><th ${num}>Unit price</th><th ${num}>Qty</th><th ${num}>Line total</th></tr></thead><tbody>` +
    facts.lines
      .map(
        (line) =>
          `<tr><td ${cell}>${escapeHtml(line.productTitle)}</td><td ${cell}>${escapeHtml(line.storeName)}</td>` +
          `<td ${num}>${formatNaira(line.priceKobo)}</td><td ${num}>${line.qty}</td><td ${num}>${formatNaira(line.qty * line.priceKobo)}</td></tr>`,
      )
      .join('') +
    `</tbody><tfoot>` +
    sums
      .map(
        ([label, kobo]) =>
          `<tr><th colspan="4" ${num}>${label}</th><td ${num}>${formatNaira(kobo)}</td></tr>`,
      )
      .join('') +
    `</tfoot></table>` +
    `<p>Deliver to: ${escapeHtml(address)} (phone ${escapeHtml(facts.phoneNumber)})</p>` +
    `<p>Payment method: ${escapeHtml(paymentMethodText(facts))}</p>`;
  return { text, html };
}

function body(facts: OrderMailFacts, step: OrderMailStep): { subject: string; intro: string } {
  const order = `order ${facts.orderId}`;
  switch (step) {
    case 'placed':
      return {
        subject: `We received your order ${facts.orderId}`,
        intro:
          facts.paymentMethod === 'on_delivery'
            ? `Thank you for your ${order}. Pay ${formatNaira(facts.totalKobo)} to the rider when it arrives: cash, bank transfer or card.`
            : `Thank you for your ${order}. We start on it as soon as your payment of ${formatNaira(facts.totalKobo)} is confirmed.`,
      };
    case 'paid':
      return facts.paidBySomeoneElse
        ? {
            subject: `${PAID_BY_SOMEONE_ELSE}: order ${facts.orderId}`,
            intro: `Good news: the person you asked paid ${formatNaira(facts.totalKobo)} for your ${order} through your payment link. We are getting it ready.`,
          }
        : {
            subject: `Payment received for order ${facts.orderId}`,
            intro: `We received your payment of ${formatNaira(facts.totalKobo)} for ${order}. We are getting it ready.`,
          };
    case 'shipped':
      return {
        subject: `Your order ${facts.orderId} is on its way`,
        intro:
          `Your ${order} has shipped.` +
          (facts.trackingNote ? ` Tracking: ${facts.trackingNote}` : '') +
          (facts.paymentMethod === 'on_delivery'
            ? ` Have ${formatNaira(facts.totalKobo)} ready for the rider: cash, bank transfer or card.`
            : ''),
      };
    case 'delivered':
      return {
        subject: `Your order ${facts.orderId} was delivered`,
        intro:
          `Your ${order} was delivered.` +
          (facts.amountCollectedKobo !== null
            ? ` The rider collected ${formatNaira(facts.amountCollectedKobo)}.`
            : '') +
          ' Thank you for shopping with Oja Market.',
      };
    case 'cancelled':
      return {
        subject: `Your order ${facts.orderId} was cancelled`,
        intro:
          `Your ${order} was cancelled.` +
          (facts.refundKobo
            ? ` We are refunding ${formatNaira(facts.refundKobo)} to the way you paid; a separate e-mail confirms it.`
            : ' Nothing was charged for it.'),
      };
    case 'refunded':
      return {
        subject: `Refund for order ${facts.orderId}`,
        intro: `We refunded ${formatNaira(facts.refundKobo ?? 0)} for your cancelled ${order}. Your bank may take a few days to show it.`,
      };
    case 'refused':
      return {
        subject: `Your order ${facts.orderId} was not accepted at delivery`,
        intro: `Your ${order} was refused at the door and is going back to the seller. Next time, pay online to order: pay on delivery is no longer offered to your account.`,
      };
  }
}

/** The e-mail of one step of an order: a short message, the receipt, and the link to the order. */
export function orderMail(facts: OrderMailFacts, step: OrderMailStep): MailMessage {
  const { subject, intro } = body(facts, step);
  const { text: receiptText, html: receiptHtml } = receipt(facts);
  const text =
    `Hello ${facts.firstName},\n\n${intro}\n\n${receiptText}\n\n` +
    `See your order: ${facts.link}\n\nOja Market`;
  const html =
    `<!doctype html><html lang="en"><body style="font-family:system-ui,sans-serif;color:#222">` +
    `<p>Hello ${escapeHtml(facts.firstName)},</p><p>${escapeHtml(intro)}</p>${receiptHtml}` +
    `<p><a href="${escapeHtml(facts.link)}">See your order</a></p><p>Oja Market</p></body></html>`;
  return { to: facts.email, subject, text, html };
}

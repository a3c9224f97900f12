import type { OrderDetails } from '@/lib/contract/commerce';

/**
 * What the order views need of "Ask someone to pay" (decision 061) before the shopper opens it:
 * whether to offer it, and its words. The panel's texts and the message it shares live in
 * ./pay-link.ts, which loads with the panel.
 */
export const PAY_LINK_OFFER = {
  /** The issue's own words: the button, the panel's heading. */
  ask: 'Ask someone to pay',
  /** The review step's third way to pay. */
  choice: 'Ask someone to pay: send them a link on WhatsApp',
  /** The panel's code could not be fetched (the connection dropped). */
  loadFailed: 'This could not be opened. Check your connection and try again.',
} as const;

type AskableOrder = Pick<OrderDetails, 'status' | 'paymentStatus' | 'paymentMethod'>;

/** The button is offered on an unpaid online order that is still placed (a failed try included). */
export function canAskSomeoneToPay(order: AskableOrder): boolean {
  return (
    order.paymentMethod === 'online' && order.status === 'pending' && order.paymentStatus !== 'paid'
  );
}

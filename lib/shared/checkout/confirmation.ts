import type { OrderDetails } from '@/lib/contract/commerce';
import { COMMERCE_MESSAGES } from '@/lib/contract/constants';
import { formatNaira } from '@/lib/shared/money';
import { payOnDeliveryBannerText, refundText } from './order-life';
import { paymentBanner, reviewPath, type BannerTone } from './payment-status';

/** What the confirmation page says at its top, and which button comes first (issue 38 part 3). */
export interface ConfirmationView {
  heading: string;
  banner: {
    tone: BannerTone | 'on-delivery' | 'cancelled';
    text: string;
    /** A second sentence: the provider's reason for a failed payment, what happens to money. */
    detail: string | null;
  };
  action: { label: string; href: string };
  /** The action belongs right under the banner (the shopper still has to pay), not at the end. */
  actionFirst: boolean;
}

export const CONFIRMATION_TEXT = {
  heading: 'Order confirmation',
  failedHeading: 'Payment failed',
  cancelledHeading: 'Order cancelled',
  cancelled: 'This order was cancelled.',
  failureReason: (reason: string) => `Reason given by the payment provider: ${reason}`,
  nothingCharged: 'Nothing was charged.',
  nothingChargedOnDelivery: 'Nothing was charged: it was to be paid on delivery.',
  refundDue: (amount: number) =>
    `The ${formatNaira(amount)} you paid will be refunded to the way you paid.`,
  newerOrder: 'REVIEW THE NEWER ORDER',
} as const;

type Order = Pick<
  OrderDetails,
  | 'orderId'
  | 'status'
  | 'paymentStatus'
  | 'paymentMethod'
  | 'total'
  | 'refund'
  | 'payments'
  | 'failureReason'
  | 'replacedBy'
>;

const CONTINUE_SHOPPING = { label: 'CONTINUE SHOPPING', href: '/' } as const;

/** What happens to the money of a cancelled order, read from the order's own fields (decision 040). */
export function cancelledMoneyText(order: Order): string {
  if (order.refund) return refundText(order.refund);
  // A payment that arrived after the order was cancelled is flagged, to be given back (030).
  const due = order.payments
    .filter((payment) => payment.refundDue)
    .reduce((sum, payment) => sum + payment.amount, 0);
  if (due > 0) return CONFIRMATION_TEXT.refundDue(due);
  return order.paymentMethod === 'on_delivery'
    ? CONFIRMATION_TEXT.nothingChargedOnDelivery
    : CONFIRMATION_TEXT.nothingCharged;
}

/**
 * The confirmation's heading, banner and action from the order as the API answers it. The
 * spec's three banners stay as they are; a cancelled order says so before anything about payment,
 * and a failed payment heads the page, gives the provider's reason and puts COMPLETE PAYMENT first.
 */
export function confirmationView(order: Order): ConfirmationView {
  if (order.status === 'cancelled') {
    return {
      heading: CONFIRMATION_TEXT.cancelledHeading,
      banner: {
        tone: 'cancelled',
        text: order.replacedBy ? COMMERCE_MESSAGES.orderReplaced : CONFIRMATION_TEXT.cancelled,
        detail: cancelledMoneyText(order),
      },
      action: order.replacedBy
        ? { label: CONFIRMATION_TEXT.newerOrder, href: reviewPath(order.replacedBy) }
        : CONTINUE_SHOPPING,
      actionFirst: false,
    };
  }
  if (order.paymentMethod === 'on_delivery' && order.paymentStatus !== 'paid') {
    return {
      heading: CONFIRMATION_TEXT.heading,
      banner: { tone: 'on-delivery', text: payOnDeliveryBannerText(order.total), detail: null },
      action: CONTINUE_SHOPPING,
      actionFirst: false,
    };
  }
  const { tone, text } = paymentBanner(order.paymentStatus);
  if (order.paymentStatus === 'paid')
    return {
      heading: CONFIRMATION_TEXT.heading,
      banner: { tone, text, detail: null },
      action: CONTINUE_SHOPPING,
      actionFirst: false,
    };
  const failed = order.paymentStatus === 'failed';
  return {
    heading: failed ? CONFIRMATION_TEXT.failedHeading : CONFIRMATION_TEXT.heading,
    banner: {
      tone,
      text,
      detail:
        failed && order.failureReason ? CONFIRMATION_TEXT.failureReason(order.failureReason) : null,
    },
    action: { label: 'COMPLETE PAYMENT', href: reviewPath(order.orderId) },
    actionFirst: true,
  };
}

import type { OrderDetails, OrderStatus } from '@/lib/contract/commerce';
import { ORDER_STATUS_TEXT } from '@/lib/contract/constants';
import { formatNaira } from '@/lib/shared/money';

/** The order's statuses as the shopper reads them (timeline, order details; decision 040). */
export { ORDER_STATUS_TEXT };

export const orderStatusText = (status: OrderStatus) => ORDER_STATUS_TEXT[status];

export const PAYMENT_CHOICE_TEXT = {
  legend: 'How would you like to pay?',
  online: 'Pay now: card, bank transfer or USSD',
  onDelivery: 'Pay on delivery: cash, transfer or card to the rider',
  placeOnDelivery: 'PLACE ORDER',
  placing: 'Placing your order...',
  failed: 'Your order could not be placed. Please try again.',
} as const;

/** The confirmation's pay-on-delivery banner: how much to pay, and how. */
export const payOnDeliveryBannerText = (total: number) =>
  `Order placed. Pay ${formatNaira(total)} on delivery: cash, bank transfer or card to the rider.`;

export const REFUND_TEXT: Record<NonNullable<OrderDetails['refund']>['status'], string> = {
  pending: 'Refund of {amount} in progress.',
  successful: 'Refunded {amount} to the way you paid.',
  failed: 'The refund of {amount} is delayed; our team will complete it.',
};

export const refundText = (refund: NonNullable<OrderDetails['refund']>) =>
  REFUND_TEXT[refund.status].replace('{amount}', formatNaira(refund.amount));

export const CANCEL_TEXT = {
  button: 'CANCEL ORDER',
  confirm: 'Cancel this order? A paid order is refunded to the way you paid.',
  yes: 'YES, CANCEL IT',
  no: 'KEEP THE ORDER',
  busy: 'Cancelling...',
  failed: 'The order could not be cancelled. Please try again.',
} as const;

export const PAYMENT_METHOD_LABEL = {
  online: 'Online (card, bank transfer or USSD)',
  on_delivery: 'Pay on delivery',
} as const;

import type { PayLinkState } from '../../lib/contract/pay-links';
import type { OrderRow, PayLinkRow } from '../db/schema';

type LinkFacts = Pick<PayLinkRow, 'revokedAt' | 'revokedBy'>;
type OrderFacts = Pick<
  OrderRow,
  'status' | 'paymentStatus' | 'paymentMethod' | 'reservedUntil' | 'replacedBy'
>;

/**
 * Where a payment link stands, from the link and its order as they are now (decision 061): the
 * order's own state first (cancelled or replaced, then paid), then the shopper's withdrawal, then
 * whether the order still waits for an online payment while its items are held. Only `open`
 * takes money.
 */
export function payLinkState(link: LinkFacts, order: OrderFacts, now = new Date()): PayLinkState {
  if (order.status === 'cancelled') return order.replacedBy === null ? 'cancelled' : 'replaced';
  if (order.paymentStatus === 'paid') return 'paid';
  if (link.revokedAt) return link.revokedBy === 'new-link' ? 'renewed' : 'revoked';
  if (order.paymentMethod !== 'online' || order.status !== 'pending') return 'closed';
  if (!order.reservedUntil || order.reservedUntil <= now) return 'expired';
  return 'open';
}

/** The order can get a payment link: online, placed, not paid (a failed attempt may be retried). */
export function canAskSomeoneToPay(order: OrderFacts): boolean {
  return (
    order.paymentMethod === 'online' && order.status === 'pending' && order.paymentStatus !== 'paid'
  );
}

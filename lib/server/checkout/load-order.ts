import 'server-only';
import type { OrderDetails } from '@/lib/contract/commerce';
import { isMarketplaceError } from '@/lib/server/marketplace/errors';
import { getOrderDetails, verifyPayment } from '@/lib/server/marketplace/orders';
import { getSession } from '@/lib/server/session';

export type LoadedOrder = { ok: true; order: OrderDetails } | { ok: false; notFound: boolean };

const failed = (error: unknown): LoadedOrder => ({
  ok: false,
  notFound: isMarketplaceError(error) && (error.status === 404 || error.status === 400),
});

/** The signed-in shopper's order, or why not: another shopper's order is a 404 like a missing one. */
export async function loadOrder(orderId: string): Promise<LoadedOrder> {
  const { token } = await getSession();
  if (!token) return { ok: false, notFound: true };
  try {
    return { ok: true, order: await getOrderDetails(token, orderId) };
  } catch (error) {
    return failed(error);
  }
}

/**
 * The order after the API verified its payment with the provider. When verifying fails (the
 * provider is slow or down) the order is still shown as it stands, which is then unpaid: a later
 * visit or the provider's webhook settles it.
 */
export async function loadVerifiedOrder(
  orderId: string,
  transactionId: string | undefined,
): Promise<LoadedOrder> {
  const { token } = await getSession();
  if (!token) return { ok: false, notFound: true };
  try {
    return { ok: true, order: await verifyPayment(token, orderId, transactionId) };
  } catch (error) {
    if (isMarketplaceError(error) && error.status === 404) return failed(error);
    return loadOrder(orderId);
  }
}

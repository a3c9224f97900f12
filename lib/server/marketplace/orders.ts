import 'server-only';
import {
  COMMERCE_MESSAGES,
  orderDetailsResponse,
  ordersResponse,
  type OrderDetails,
} from '@/lib/contract/commerce';
import { toOrderRows, type OrderRow } from '@/lib/shared/checkout/order-view';
import { CACHE } from './cache';
import { marketplaceFetch } from './client';
import { MarketplaceError } from './errors';

/** One shopper's orders, from the marketplace API; never cached. */

const ORDER_ID = /^[A-Za-z0-9_-]{1,64}$/;

/** An order id that cannot name an order is a 404 without asking the API. */
function orderPath(orderId: string, path: (id: string) => string): string {
  if (!ORDER_ID.test(orderId))
    throw new MarketplaceError(404, COMMERCE_MESSAGES.orderDetailsNotFound);
  return path(encodeURIComponent(orderId));
}

export async function getOrderDetails(token: string, orderId: string): Promise<OrderDetails> {
  const { order } = await marketplaceFetch(
    orderPath(orderId, (id) => `/api/customer/orders/details/${id}`),
    { schema: orderDetailsResponse, cache: CACHE.none, token },
  );
  return order;
}

/**
 * Asks the API to verify the order's payment with the provider (it does so itself, by the
 * transaction id when the redirect carried one, else by the order's reference) and answers the
 * order as it then stands. Idempotent: a reload asks again and changes nothing.
 */
export async function verifyPayment(
  token: string,
  orderId: string,
  transactionId: string | undefined,
): Promise<OrderDetails> {
  const { order } = await marketplaceFetch(
    orderPath(orderId, (id) => `/api/customer/orders/${id}/verify-payment`),
    {
      method: 'POST',
      body: transactionId ? { transactionId } : {},
      schema: orderDetailsResponse,
      cache: CACHE.none,
      token,
    },
  );
  return order;
}

export interface OrdersPage {
  rows: OrderRow[];
  currentPage: number;
  totalPages: number;
}

export async function getOrders(token: string, page: number): Promise<OrdersPage> {
  const answer = await marketplaceFetch('/api/customer/orders', {
    query: { page },
    schema: ordersResponse,
    cache: CACHE.none,
    token,
  });
  return {
    rows: toOrderRows(answer),
    currentPage: answer.currentPage,
    totalPages: answer.totalPages,
  };
}

import 'server-only';
import { addressesResponse, type CustomerAddress } from '@/lib/contract/accounts';
import {
  cartResponse,
  deliveryAreasResponse,
  orderDetailsResponse,
  ordersResponse,
  taxResponse,
  type Cart,
  type DeliveryArea,
  type OrderDetails,
} from '@/lib/contract/commerce';
import { toOrderRow, type OrderRow } from '@/lib/checkout/order-view';
import { CACHE } from './cache';
import { marketplaceFetch } from './client';
import { MarketplaceError } from './errors';

/**
 * The checkout's and My Orders' reads from the marketplace API. All of them belong to one shopper
 * (or, for tax and delivery areas, may change any minute), so none is cached.
 */

const ORDER_ID = /^[A-Za-z0-9_-]{1,64}$/;

/** An order id that cannot name an order is a 404 without asking the API. */
function orderPath(orderId: string, path: (id: string) => string): string {
  if (!ORDER_ID.test(orderId)) throw new MarketplaceError(404, 'Order details not found.');
  return path(encodeURIComponent(orderId));
}

export function getCart(token: string): Promise<Cart> {
  return marketplaceFetch('/api/customer/cart', { schema: cartResponse, cache: CACHE.none, token });
}

export async function getTaxPercent(): Promise<number> {
  const { taxPercent } = await marketplaceFetch('/api/customer/tax', {
    schema: taxResponse,
    cache: CACHE.none,
  });
  return taxPercent;
}

export async function getDeliveryAreas(state: string): Promise<DeliveryArea[]> {
  const { areas } = await marketplaceFetch('/api/customer/delivery-areas', {
    query: { state },
    schema: deliveryAreasResponse,
    cache: CACHE.none,
  });
  return areas;
}

export async function getAddresses(token: string): Promise<CustomerAddress[]> {
  const { addresses } = await marketplaceFetch('/api/customer/addresses', {
    schema: addressesResponse,
    cache: CACHE.none,
    token,
  });
  return addresses;
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
  const { items, currentPage, totalPages } = await marketplaceFetch('/api/customer/orders', {
    query: { page },
    schema: ordersResponse,
    cache: CACHE.none,
    token,
  });
  return { rows: items.map(toOrderRow), currentPage, totalPages };
}

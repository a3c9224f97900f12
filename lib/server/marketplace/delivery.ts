import 'server-only';
import {
  deliveryStatesResponse,
  shippingQuoteResponse,
  type ShippingQuote,
} from '@/lib/contract/shipments';
import { CACHE } from './cache';
import { marketplaceFetch } from './client';

/**
 * Delivery to the shopper's state (decision 045), as the shipping step reads it. Not cached: a
 * state may gain areas, and the quote is one shopper's cart.
 */

export async function getDeliveryStates(): Promise<string[]> {
  const { states } = await marketplaceFetch('/api/customer/delivery-states', {
    schema: deliveryStatesResponse,
    cache: CACHE.none,
  });
  return states;
}

export function getShippingQuote(token: string, state: string): Promise<ShippingQuote> {
  return marketplaceFetch('/api/customer/shipping-quote', {
    query: { state },
    schema: shippingQuoteResponse,
    cache: CACHE.none,
    token,
  });
}

import 'server-only';
import { addressesResponse, type CustomerAddress } from '@/lib/contract/accounts';
import {
  cartResponse,
  deliveryAreasResponse,
  taxResponse,
  type Cart,
  type DeliveryArea,
} from '@/lib/contract/commerce';
import { CACHE } from './cache';
import { marketplaceFetch } from './client';

/**
 * What the shipping step reads: the shopper's cart and saved addresses, the tax rate and the
 * delivery areas of the cart's state. None is cached: the first two are one shopper's, and a rate
 * or an area price may change any minute.
 */

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

import 'server-only';
import {
  publicTrackingResponse,
  TRACKING_MESSAGES,
  trackingLinkResponse,
  type PublicTracking,
} from '@/lib/contract/tracking';
import { CACHE } from './cache';
import { marketplaceFetch } from './client';
import { MarketplaceError } from './errors';

/** Share tracking (decision 062): the shopper's side, with their token; never cached. */
export async function getTrackingLink(token: string, orderId: string): Promise<string | null> {
  const path = `/api/customer/orders/${encodeURIComponent(orderId)}/tracking-link`;
  const answer = await marketplaceFetch(path, {
    token,
    schema: trackingLinkResponse,
    cache: CACHE.none,
  });
  return answer.token;
}

/** Turns the order's tracking link on (the same one if on already) or off. */
export async function setTrackingLink(token: string, orderId: string, on: boolean) {
  const path = `/api/customer/orders/${encodeURIComponent(orderId)}/tracking-link`;
  await marketplaceFetch(path, {
    method: on ? 'POST' : 'DELETE',
    token,
    schema: trackingLinkResponse,
    cache: CACHE.none,
  });
}

/** The public page's facts, with the reader's address for the API's limit. */
export function getPublicTracking(
  trackingToken: string,
  clientIp: string | undefined,
): Promise<PublicTracking> {
  if (!/^[\w-]{43}$/.test(trackingToken))
    return Promise.reject(new MarketplaceError(404, TRACKING_MESSAGES.notFound));
  return marketplaceFetch(`/api/customer/tracking/${trackingToken}`, {
    schema: publicTrackingResponse,
    cache: CACHE.none,
    clientIp,
  }).then((answer) => answer.tracking);
}

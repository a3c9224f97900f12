import 'server-only';
import {
  PAY_LINK_MESSAGES,
  PAY_LINK_TOKEN,
  payLinkPayResponse,
  payLinkView,
  type PayLinkView,
} from '@/lib/contract/pay-links';
import { CACHE } from './cache';
import { marketplaceFetch } from './client';
import { MarketplaceError } from './errors';

/**
 * The payer's side of a payment link (decision 061): public calls, one per token, never cached
 * (each answer belongs to one order), each with the payer's address for the API's limits.
 */

/** A token that cannot be one is a 404 without asking the API. */
function linkPath(token: string, rest = ''): string {
  if (!PAY_LINK_TOKEN.test(token)) throw new MarketplaceError(404, PAY_LINK_MESSAGES.notFound);
  return `/api/customer/pay-links/${token}${rest}`;
}

/** The link's page as the payer sees it. */
export function getPayLink(token: string, clientIp: string | undefined): Promise<PayLinkView> {
  return marketplaceFetch(linkPath(token), { schema: payLinkView, cache: CACHE.none, clientIp });
}

/**
 * The payer back from the provider: the API verifies the transaction the redirect named (only its
 * id is read from the redirect) and answers the page as it then stands.
 */
export function verifyPayLinkReturn(
  token: string,
  transactionId: string | undefined,
  clientIp: string | undefined,
): Promise<PayLinkView> {
  return marketplaceFetch(linkPath(token, '/verify'), {
    method: 'POST',
    body: transactionId ? { transactionId } : {},
    schema: payLinkView,
    cache: CACHE.none,
    clientIp,
  });
}

/** Starts the provider's payment of the link's order; answers the provider's page. */
export async function startPayLinkPayment(
  token: string,
  email: string | undefined,
  clientIp: string | undefined,
): Promise<string> {
  const answer = await marketplaceFetch(linkPath(token, '/pay'), {
    method: 'POST',
    body: email ? { email } : {},
    schema: payLinkPayResponse,
    cache: CACHE.none,
    clientIp,
  });
  return answer.data.link;
}

import 'server-only';
import { headers } from 'next/headers';
import type { PayLinkView } from '@/lib/contract/pay-links';
import { clientIpOf } from '@/lib/server/bff/client-ip';
import { isMarketplaceError } from '@/lib/server/marketplace/errors';
import { getPayLink, verifyPayLinkReturn } from '@/lib/server/marketplace/pay-links';

export type LoadedPayLink =
  { ok: true; view: PayLinkView } | { ok: false; problem: 'not-found' | 'busy' | 'unavailable' };

/**
 * The payment link's page, read for the payer (decision 061), with their address for the API's
 * limits. Back from the provider (a transaction id in the query), the API first verifies that
 * transaction; its status in the same query is never read.
 */
export async function loadPayLink(
  token: string,
  transactionId: string | undefined,
): Promise<LoadedPayLink> {
  const clientIp = clientIpOf(await headers());
  try {
    const view = transactionId
      ? await verifyPayLinkReturn(token, transactionId, clientIp)
      : await getPayLink(token, clientIp);
    return { ok: true, view };
  } catch (error) {
    if (!isMarketplaceError(error)) throw error;
    if (error.status === 404) return { ok: false, problem: 'not-found' };
    if (error.status === 429) return { ok: false, problem: 'busy' };
    return { ok: false, problem: 'unavailable' };
  }
}

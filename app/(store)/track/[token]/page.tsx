import type { Metadata } from 'next';
import { headers } from 'next/headers';
import { notFound } from 'next/navigation';
import { PublicTrackingView } from '@/components/orders/PublicTrackingView';
import { clientIpOf } from '@/lib/server/bff/client-ip';
import { isMarketplaceError } from '@/lib/server/marketplace/errors';
import { getPublicTracking } from '@/lib/server/marketplace/tracking';

// One order's progress for whoever holds its link: per request, kept by no cache (not-cached).
export const dynamic = 'force-dynamic';
export const metadata: Metadata = { title: 'Order progress', robots: { index: false } };

/** /track/{token}: an order's public tracking page (issue 41 part 3, decision 062). */
export default async function TrackingPage({ params }: { params: Promise<{ token: string }> }) {
  const { token } = await params;
  const clientIp = clientIpOf(await headers());
  const tracking = await getPublicTracking(token, clientIp).catch((error: unknown) => {
    if (isMarketplaceError(error) && error.status === 404) notFound();
    throw error;
  });
  return <PublicTrackingView tracking={tracking} />;
}

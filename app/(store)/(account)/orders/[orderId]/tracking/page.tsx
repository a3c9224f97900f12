import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { ShareTrackingView } from '@/components/orders/ShareTrackingView';
import { isMarketplaceError } from '@/lib/server/marketplace/errors';
import { getTrackingLink } from '@/lib/server/marketplace/tracking';
import { getSession } from '@/lib/server/session';
import { getSettings } from '@/lib/server/settings';

export const dynamic = 'force-dynamic';
export const metadata: Metadata = { title: 'Share tracking', robots: { index: false } };

/** Share tracking of one of the signed-in shopper's orders (the middleware asks for a login). */
export default async function ShareTrackingPage({
  params,
}: {
  params: Promise<{ orderId: string }>;
}) {
  const { orderId } = await params;
  const { token } = await getSession();
  const { siteUrl, siteName } = getSettings();
  if (!token) notFound();
  let trackingToken: string | null = null;
  let failed = false;
  try {
    trackingToken = await getTrackingLink(token, orderId);
  } catch (error) {
    if (!isMarketplaceError(error)) throw error;
    if (error.status === 404) notFound();
    failed = true;
  }
  const url = trackingToken ? `${siteUrl}/track/${trackingToken}` : null;
  return <ShareTrackingView orderId={orderId} url={url} failed={failed} siteName={siteName} />;
}

import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { SharedCartView } from '@/components/cart/SharedCartView';
import { readCartLinkToken } from '@/lib/server/cart-links';
import { openSharedCart } from '@/lib/server/cart-share';

// Today's prices and stock, per request; a link is not a page anyone keeps (not-cached).
export const dynamic = 'force-dynamic';
export const metadata: Metadata = { title: 'A cart shared with you', robots: { index: false } };

/** A shared cart's link (issue 41): a link this storefront did not sign is a missing page. */
export default async function SharedCartPage({ params }: { params: Promise<{ token: string }> }) {
  const { token } = await params;
  const lines = readCartLinkToken(decodeURIComponent(token));
  if (!lines) notFound();
  return <SharedCartView opened={await openSharedCart(lines)} token={decodeURIComponent(token)} />;
}

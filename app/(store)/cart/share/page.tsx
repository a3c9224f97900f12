import type { Metadata } from 'next';
import { ShareCartView } from '@/components/cart/ShareCartView';
import { cartLinkToken } from '@/lib/server/cart-links';
import { currentCart } from '@/lib/server/cart-share';
import { getSettings } from '@/lib/server/settings';

// The shopper's own cart, read per request; never kept by anyone (the route table says not-cached).
export const dynamic = 'force-dynamic';
export const metadata: Metadata = { title: 'Share this cart', robots: { index: false } };

/** Share this cart (issue 41): the signed link to the cart's lines, for WhatsApp or a copy. */
export default async function ShareCartPage() {
  const { siteUrl, siteName } = getSettings();
  const cart = await currentCart();
  const lines = (cart?.cartItems ?? []).map(({ productId, qty }) => ({ productId, qty }));
  const url = lines.length ? `${siteUrl}/cart/shared/${cartLinkToken(lines)}` : null;
  return <ShareCartView cart={cart} url={url} siteName={siteName} />;
}

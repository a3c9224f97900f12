import type { Metadata } from 'next';
import type { ReactNode } from 'react';
import { PayLinkShell } from '@/components/pay-link/PayLinkShell';
import { getSettings } from '@/lib/server/settings';

// A payment link is for whoever was sent it, not for search engines.
export const metadata: Metadata = { robots: { index: false, follow: false } };

/**
 * The payment link's page stands alone (decision 061): the payer has no account here, so no
 * header islands, cart, location question or sign-in, only the logo and the order.
 */
export default function PayLayout({ children }: { children: ReactNode }) {
  return <PayLinkShell siteName={getSettings().siteName}>{children}</PayLinkShell>;
}

import type { Metadata } from 'next';
import type { ReactNode } from 'react';
import { SignedInPage } from '@/components/account/SignedInPage';

// One shopper's cart and orders: never in search results.
export const metadata: Metadata = { robots: { index: false } };

/** The checkout steps: login-required (middleware.ts), checked in the background like the account pages. */
export default function CheckoutLayout({ children }: { children: ReactNode }) {
  return <SignedInPage>{children}</SignedInPage>;
}

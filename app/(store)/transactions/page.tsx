import type { Metadata } from 'next';
import { PlaceholderPage } from '@/components/account/PlaceholderPage';
import { SignedInPage } from '@/components/account/SignedInPage';

export const metadata: Metadata = { title: 'Transactions', robots: { index: false } };

// Login-required: rendered per request, after middleware.ts has checked the session.
export const dynamic = 'force-dynamic';

export default function TransactionsPage() {
  return (
    <SignedInPage>
      <PlaceholderPage title="Transactions" />
    </SignedInPage>
  );
}

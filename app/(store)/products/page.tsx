import type { Metadata } from 'next';
import { SignedInPage } from '@/components/account/SignedInPage';
import { SignedInProducts } from '@/components/account/SignedInProducts';

export const metadata: Metadata = { title: 'Products', robots: { index: false } };

// Login-required and location-specific: rendered per request; the product list itself is cached.
export const dynamic = 'force-dynamic';

export default function ProductsPage() {
  return (
    <SignedInPage>
      <SignedInProducts title="Products" />
    </SignedInPage>
  );
}

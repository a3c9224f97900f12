import type { Metadata } from 'next';
import { SignedInPage } from '@/components/account/SignedInPage';
import { SignedInProducts } from '@/components/account/SignedInProducts';

export const metadata: Metadata = { title: 'All Products', robots: { index: false } };

export const dynamic = 'force-dynamic';

export default function AllProductsPage() {
  return (
    <SignedInPage>
      <SignedInProducts title="All Products" />
    </SignedInPage>
  );
}

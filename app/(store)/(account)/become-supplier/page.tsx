import type { Metadata } from 'next';
import { PlaceholderPage } from '@/components/account/PlaceholderPage';

export const metadata: Metadata = { title: 'Become a Supplier' };

export const dynamic = 'force-dynamic';

export default function BecomeSupplierPage() {
  return <PlaceholderPage title="Supplier" />;
}

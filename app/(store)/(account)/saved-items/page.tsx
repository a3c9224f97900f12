import type { Metadata } from 'next';
import { PlaceholderPage } from '@/components/account/PlaceholderPage';

export const metadata: Metadata = { title: 'Saved Items' };

export const dynamic = 'force-dynamic';

export default function SavedItemsPage() {
  return <PlaceholderPage title="Saved Items">Coming soon</PlaceholderPage>;
}

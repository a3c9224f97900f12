import type { Metadata } from 'next';
import { PlaceholderPage } from '@/components/account/PlaceholderPage';

export const metadata: Metadata = { title: 'Support' };

export const dynamic = 'force-dynamic';

export default function SupportPage() {
  return <PlaceholderPage title="Support" />;
}

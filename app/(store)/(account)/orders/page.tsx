import type { Metadata } from 'next';
import { PlaceholderPage } from '@/components/account/PlaceholderPage';

export const metadata: Metadata = { title: 'My Orders' };

// Login-required: rendered per request, after middleware.ts has checked the session.
export const dynamic = 'force-dynamic';

export default function OrdersPage() {
  return <PlaceholderPage title="My Orders">Coming soon</PlaceholderPage>;
}

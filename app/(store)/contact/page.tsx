import type { Metadata } from 'next';
import { Link } from '@/components/layout/Link';
import { InfoPage } from '@/components/layout/InfoPage';
import { getSettings } from '@/lib/server/settings';

const SUPPORT_EMAIL = 'support@ojamarket.ng';
const VENDOR_EMAIL = 'vendors@ojamarket.ng';

export function generateMetadata(): Metadata {
  const { siteName } = getSettings();
  return {
    title: 'Contact us',
    description: `How to reach ${siteName} about an order, a payment, a refund or selling on the marketplace.`,
    alternates: { canonical: '/contact' },
  };
}

export default function ContactPage() {
  const { siteName, vendorSignupUrl } = getSettings();
  return (
    <InfoPage
      title="Contact us"
      lead={`We are here to help with orders, payments, deliveries and your ${siteName} account.`}
    >
      <h2>Customer support</h2>
      <dl>
        <dt>Email</dt>
        <dd>
          <a href={`mailto:${SUPPORT_EMAIL}`}>{SUPPORT_EMAIL}</a>. We answer within one working day.
        </dd>
        <dt>Support centre</dt>
        <dd>
          Signed-in customers can raise a request from <Link href="/support">Support</Link> in their
          account, with the order already attached.
        </dd>
        <dt>Hours</dt>
        <dd>Monday to Saturday, 8:00 to 18:00 (West Africa Time).</dd>
      </dl>
      <h2>About an order</h2>
      <p>
        Please include your order number (you will find it under <Link href="/orders">Orders</Link>)
        and, for a damaged or wrong item, a photo. Read our{' '}
        <Link href="/refund">refund policy</Link> for what happens next.
      </p>
      <h2>Vendors and suppliers</h2>
      <p>
        To sell on {siteName} or rent warehouse space,{' '}
        <a href={vendorSignupUrl} target="_blank" rel="noopener">
          sign up as a vendor
        </a>{' '}
        or write to <a href={`mailto:${VENDOR_EMAIL}`}>{VENDOR_EMAIL}</a>.
      </p>
    </InfoPage>
  );
}

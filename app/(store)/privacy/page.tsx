import type { Metadata } from 'next';
import { Link } from '@/components/layout/Link';
import { InfoPage } from '@/components/layout/InfoPage';
import { getSettings } from '@/lib/server/settings';

export function generateMetadata(): Metadata {
  const { siteName } = getSettings();
  return {
    title: 'Privacy policy',
    description: `What personal data ${siteName} collects, why, who it is shared with and how you control it.`,
    alternates: { canonical: '/privacy' },
  };
}

export default function PrivacyPage() {
  const { siteName } = getSettings();
  return (
    <InfoPage
      title="Privacy policy"
      lead={`How ${siteName} handles your personal data, in line with the Nigeria Data Protection Act 2023.`}
      updated="1 March 2026"
    >
      <h2>What we collect</h2>
      <ul>
        <li>Account details: your first and last name, e-mail address and phone number.</li>
        <li>Delivery addresses you save: state, city, address and postcode.</li>
        <li>Your orders, saved items, cart and the reviews you write.</li>
        <li>
          Your shopping location (the state you chose), so that we can show what is stocked near
          you.
        </li>
      </ul>
      <h2>Payments</h2>
      <p>
        Card payments are processed by our licensed payment provider. We never see or store your
        card number; we keep only the payment status and reference of each order.
      </p>
      <h2>Cookies</h2>
      <p>We use two cookies, both needed for the site to work:</p>
      <ul>
        <li>a session cookie that keeps you signed in, encrypted and unreadable by scripts;</li>
        <li>a location cookie that remembers the state you shop from.</li>
      </ul>
      <p>We do not use advertising cookies.</p>
      <h2>Who we share it with</h2>
      <p>
        The vendors you buy from receive what they need to fulfil your order (the items and the
        delivery details). Our payment provider and delivery partners receive what they need to do
        their part. We do not sell your data.
      </p>
      <h2>How long we keep it</h2>
      <p>
        Account data is kept while your account is open. Order records are kept for six years for
        tax and accounting purposes, then deleted.
      </p>
      <h2>Your rights</h2>
      <p>
        You can see and correct your details under{' '}
        <Link href="/manage-account">Manage Account</Link>, and close your account there at any
        time. For a copy of your data or any privacy question,{' '}
        <Link href="/contact">contact us</Link>.
      </p>
    </InfoPage>
  );
}

import type { Metadata } from 'next';
import { Link } from '@/components/layout/Link';
import { InfoPage } from '@/components/layout/InfoPage';
import { getSettings } from '@/lib/server/settings';

export function generateMetadata(): Metadata {
  const { siteName } = getSettings();
  return {
    title: 'Terms of use',
    description: `The terms for shopping on ${siteName}: accounts, prices in naira, orders, payment, delivery and reviews.`,
    alternates: { canonical: '/terms' },
  };
}

export default function TermsPage() {
  const { siteName } = getSettings();
  return (
    <InfoPage
      title="Terms of use"
      lead={`These terms apply when you browse or buy on ${siteName}. By placing an order you accept them.`}
      updated="1 March 2026"
    >
      <h2>The marketplace</h2>
      <p>
        {siteName} is a marketplace: each product is sold by the vendor whose store name appears on
        it. Vendors are responsible for their listings, descriptions and the quality of their goods;
        we check every vendor before their store goes live and handle storage and delivery from our
        warehouses.
      </p>
      <h2>Your account</h2>
      <p>
        Keep your password to yourself and tell us at once if you think someone else has used your
        account. You must be at least 18 years old to place an order.
      </p>
      <h2>Prices and payment</h2>
      <ul>
        <li>Prices are in naira (₦) and include any discount shown on the product.</li>
        <li>
          Tax and the delivery price for your area are added at checkout, before you pay, so the
          total you approve is the total you are charged.
        </li>
        <li>Payment is made by card through our payment provider when you place the order.</li>
      </ul>
      <h2>Orders and delivery</h2>
      <p>
        An order is confirmed once payment succeeds. Delivery is available to the areas listed at
        checkout for the state the goods are stored in. If an item turns out to be unavailable we
        refund it in full.
      </p>
      <h2>Reviews</h2>
      <p>
        Only customers who bought a product can review it. Reviews must be honest and must not
        contain abuse or personal data; we may remove reviews that break these rules.
      </p>
      <h2>Returns and refunds</h2>
      <p>
        See our <Link href="/refund">refund policy</Link>.
      </p>
      <h2>Governing law</h2>
      <p>These terms are governed by the laws of the Federal Republic of Nigeria.</p>
    </InfoPage>
  );
}

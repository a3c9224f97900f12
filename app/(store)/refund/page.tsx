import type { Metadata } from 'next';
import { Link } from '@/components/layout/Link';
import { InfoPage } from '@/components/layout/InfoPage';
import { getSettings } from '@/lib/server/settings';

export function generateMetadata(): Metadata {
  const { siteName } = getSettings();
  return {
    title: 'Refund policy',
    description: `When and how ${siteName} refunds an order that arrives damaged, wrong, incomplete or not at all.`,
    alternates: { canonical: '/refund' },
  };
}

export default function RefundPage() {
  return (
    <InfoPage
      title="Refund policy"
      lead="If your order arrives damaged, wrong, incomplete or not at all, we put it right."
      updated="1 March 2026"
    >
      <h2>When you can ask for a refund</h2>
      <ul>
        <li>An item arrived damaged, spoilt or not as described.</li>
        <li>You received the wrong item or the wrong quantity.</li>
        <li>Your order did not arrive within the delivery time given at checkout.</li>
        <li>You cancel a paid order before it leaves the warehouse.</li>
      </ul>
      <h2>How soon to tell us</h2>
      <ul>
        <li>
          Fresh produce, fish, meat and other perishables: within 24 hours of delivery, as they
          cannot be checked later.
        </li>
        <li>Grains, oils, packaged foods, seeds, tools and other farm inputs: within 7 days.</li>
      </ul>
      <h2>How to ask</h2>
      <ol>
        <li>
          Find the order number under <Link href="/orders">Orders</Link>.
        </li>
        <li>
          Write to us from <Link href="/support">Support</Link> or through{' '}
          <Link href="/contact">Contact us</Link>, with a photo of the item and its packaging.
        </li>
        <li>Keep the item until we confirm; we may collect it.</li>
      </ol>
      <h2>How you are refunded</h2>
      <p>
        Once approved, we refund the item price and its share of delivery to the card you paid with.
        Refunds reach your account within 5 to 10 working days, depending on your bank.
      </p>
      <h2>What we cannot refund</h2>
      <p>
        Perishables reported after 24 hours, items damaged after delivery, and change-of-mind
        returns of fresh produce.
      </p>
    </InfoPage>
  );
}

import type { Metadata } from 'next';
import { Link } from '@/components/layout/Link';
import { InfoPage } from '@/components/layout/InfoPage';
import { getSettings } from '@/lib/server/settings';

export function generateMetadata(): Metadata {
  const { siteName } = getSettings();
  return {
    title: 'About us',
    description: `${siteName} connects shoppers across Nigeria with verified vendors of grains, tubers, vegetables, livestock and farm inputs, stored in warehouses near them.`,
    alternates: { canonical: '/about' },
  };
}

export default function AboutPage() {
  const { siteName, vendorSignupUrl } = getSettings();
  return (
    <InfoPage
      title={`About ${siteName}`}
      lead="An online market for Nigerian farm produce: from the farm gate and the wholesale market to your kitchen, priced in naira."
    >
      <h2>What we do</h2>
      <p>
        {siteName} is a marketplace for agricultural goods. Farmers, traders and agro-dealers sell
        grains, tubers, vegetables, fish, poultry, livestock, oils, spices and farm inputs under
        their own store names, and shoppers buy from many of them in one cart and one checkout.
      </p>
      <h2>How it works</h2>
      <ul>
        <li>
          <strong>Warehouses across Nigeria.</strong> Vendors rent storage space, a cube, in our
          warehouses. Products wait close to the shoppers who buy them, so deliveries are shorter
          and produce stays fresh.
        </li>
        <li>
          <strong>Shop by state.</strong> Tell us where you are shopping from and we show what is
          stocked for your state.
        </li>
        <li>
          <strong>We handle fulfilment.</strong> Orders are packed and dispatched from the
          warehouse, and vendors are paid to their bank accounts once payments clear.
        </li>
      </ul>
      <h2>Why shoppers trust us</h2>
      <ul>
        <li>Verified vendors: every store is checked before it goes live.</li>
        <li>Great deals: discounts are shown clearly, with the original price beside them.</li>
        <li>Real reviews: only customers who bought a product can review it.</li>
        <li>
          Buyer protection: if an order arrives damaged or wrong, our{' '}
          <Link href="/refund">refund policy</Link> has you covered.
        </li>
      </ul>
      <h2>Sell with us</h2>
      <p>
        Grow your farm business with storage, delivery and payments taken care of.{' '}
        <a href={vendorSignupUrl} target="_blank" rel="noopener">
          Become a vendor
        </a>{' '}
        or <Link href="/shop">start shopping</Link>.
      </p>
    </InfoPage>
  );
}

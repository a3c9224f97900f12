'use client';

import type { BannerLink } from '@/lib/shared/home/banners';
import { PromoBanner } from './PromoBanner';
import { ShopperBenefits } from './ShopperBenefits';
import { VendorFeatures } from './VendorFeatures';
import styles from './HomeMarketing.module.scss';

const SHOP: BannerLink = { href: '/shop', external: false };

/**
 * The home page's marketing sections for shoppers and vendors (spec section 1), below the latest
 * products and the adverts. Their copy is the same for every shopper, so it is a client component
 * on purpose: the copy travels once, in the page's script, which the browser keeps, rather than
 * twice in every HTML response (the markup and the RSC payload), which keeps the home page's HTML
 * small enough for a new connection's first round trip (bench/NOTES.md, "HTML in the first round
 * trip"). The markup is still server-rendered.
 */
export function HomeMarketing({
  siteName,
  vendorSignupUrl,
}: {
  siteName: string;
  vendorSignupUrl: string;
}) {
  const signup: BannerLink = { href: vendorSignupUrl, external: true };
  return (
    <>
      <PromoBanner
        id="shop-promo"
        variant="wide"
        tone="green"
        eyebrow="Fresh from the farm"
        title="From Nigerian farms to your kitchen"
        text="Yam from Benue, tomatoes from Kano, palm oil from Rivers and rice from Kebbi: buy straight from farmers and trusted traders, priced in naira and delivered to your door."
        cta={{ label: 'Start shopping', link: SHOP }}
        illustration={{
          src: '/marketing/harvest-basket.svg',
          alt: 'A basket of yams, tomatoes, peppers and maize',
          width: 320,
          height: 240,
        }}
      />
      <ShopperBenefits siteName={siteName} />
      <VendorFeatures siteName={siteName} signup={signup} />
      <div className={styles.narrowPair}>
        <PromoBanner
          id="vendor-promo"
          variant="narrow"
          tone="green"
          eyebrow="For farmers and traders"
          title="Sell your harvest to buyers across Nigeria"
          text="Open your store, rent a cube near your customers and get paid to your bank account."
          cta={{ label: 'Become a vendor', link: signup }}
        />
        <PromoBanner
          id="deals-promo"
          variant="narrow"
          tone="gold"
          eyebrow="Great deals"
          title="Stock up on grains, tubers and more"
          text="Bulk bags of rice, garri and beans at market prices, marked down for the season."
          cta={{ label: 'See the deals', link: SHOP }}
        />
      </div>
    </>
  );
}

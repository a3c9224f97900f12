import type { BannerLink } from '@/lib/shared/home/banners';
import { BannerAnchor } from '../BannerAnchor';
import styles from './VendorFeatures.module.scss';

interface Feature {
  id: string;
  title: string;
  text: string;
  points?: string[];
  cta: string;
  illustration: { src: string; alt: string };
}

const FEATURES: Feature[] = [
  {
    id: 'cube-rental',
    title: 'Rent a cube in our warehouses',
    text: 'Keep your produce in a clean, secure cube in our warehouses across Nigeria. We pick, pack and deliver every order, so you can stay on the farm.',
    cta: 'Rent a cube',
    illustration: { src: '/marketing/warehouse-cubes.svg', alt: '' },
  },
  {
    id: 'settlements',
    title: 'Settlements to your bank account',
    text: 'Link your Nigerian bank account once. Your share of every paid order is settled straight to it, and every payout stays on record.',
    cta: 'Start selling',
    illustration: { src: '/marketing/bank-settlement.svg', alt: '' },
  },
  {
    id: 'dashboard',
    title: 'Track it all on your dashboard',
    text: 'See how your store is doing at a glance:',
    points: ['Sales', 'Weekly growth', 'Profit summary', 'Order trends'],
    cta: 'Open your store',
    illustration: { src: '/marketing/dashboard.svg', alt: '' },
  },
];

/** What vendors get (spec section 1): every call to action leads to the separate vendor site. */
export function VendorFeatures({ siteName, signup }: { siteName: string; signup: BannerLink }) {
  return (
    <section aria-labelledby="vendor-features" className={styles.vendors} data-testid="vendors">
      <div className={styles.header}>
        <p className={styles.eyebrow}>For farmers, processors and traders</p>
        <h2 id="vendor-features" className={styles.title}>
          Grow your farm business with {siteName}
        </h2>
      </div>
      <ul role="list" className={styles.list}>
        {FEATURES.map((feature) => (
          <li key={feature.id} className={styles.feature}>
            <div className={styles.art}>
              {/* Decorative: the heading and text below say the same. An SVG, which next/image
                  would serve as it is: a plain image needs none of its client code. */}
              {/* eslint-disable-next-line @next/next/no-img-element */}
              <img
                src={feature.illustration.src}
                alt={feature.illustration.alt}
                width={320}
                height={220}
                loading="lazy"
                decoding="async"
                className={styles.image}
              />
            </div>
            <div className={styles.body}>
              <h3 className={styles.featureTitle}>{feature.title}</h3>
              <p className={styles.text}>{feature.text}</p>
              {feature.points && (
                <ul className={styles.points}>
                  {feature.points.map((point) => (
                    <li key={point}>{point}</li>
                  ))}
                </ul>
              )}
              <BannerAnchor link={signup} className={styles.cta}>
                {feature.cta}
                <span className="visually-hidden"> on the {siteName} vendor site</span>
              </BannerAnchor>
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
}

import { Link } from '@/components/layout/Link';
import type { ReactNode } from 'react';
import styles from './ShopperBenefits.module.scss';

const BENEFITS: { title: string; text: string; icon: ReactNode }[] = [
  {
    title: 'Verified vendors',
    text: 'Every store is checked before it goes live, so you know the farm or trader behind your food.',
    icon: <path d="M12 3l7 3v5c0 4.5-3 8.2-7 10-4-1.8-7-5.5-7-10V6zM8.5 12l2.5 2.5 4.5-5" />,
  },
  {
    title: 'Great deals',
    text: 'Buy in season and in bulk. Every discount is marked on the product, in naira, before you pay.',
    icon: <path d="M3 12V4h8l10 10-8 8zM7.5 8.5h.01" />,
  },
  {
    title: 'Real reviews',
    text: 'Only shoppers who bought a product can review it, so the stars you see come from real orders.',
    icon: <path d="M12 3l2.7 5.6 6.1.8-4.5 4.2 1.1 6.1L12 16.8l-5.4 2.9 1.1-6.1-4.5-4.2 6.1-.8z" />,
  },
  {
    title: 'Buyer protection',
    text: 'Pay securely by card. Your order is confirmed only once payment succeeds, and our support team is on hand if anything goes wrong.',
    icon: <path d="M6 10V7a6 6 0 0112 0v3M5 10h14v11H5zM12 14v3" />,
  },
];

/** Why shoppers can buy here with confidence (spec section 1), leading to the marketplace. */
export function ShopperBenefits({ siteName }: { siteName: string }) {
  return (
    <section aria-labelledby="shopper-benefits" className={styles.benefits}>
      <div className={styles.header}>
        <h2 id="shopper-benefits" className={styles.title}>
          Why shoppers choose {siteName}
        </h2>
        <Link href="/shop" className={styles.link} prefetch={false}>
          Start shopping
        </Link>
      </div>
      <ul role="list" className={styles.list}>
        {BENEFITS.map((benefit) => (
          <li key={benefit.title} className={styles.item}>
            <span className={styles.icon} aria-hidden="true">
              <svg
                viewBox="0 0 24 24"
                width="26"
                height="26"
                fill="none"
                stroke="currentColor"
                strokeWidth="2"
                strokeLinecap="round"
                strokeLinejoin="round"
                focusable="false"
              >
                {benefit.icon}
              </svg>
            </span>
            <h3 className={styles.itemTitle}>{benefit.title}</h3>
            <p className={styles.itemText}>{benefit.text}</p>
          </li>
        ))}
      </ul>
    </section>
  );
}

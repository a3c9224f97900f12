import type { Metadata } from 'next';
import { Link } from '@/components/layout/Link';
import type { ReactNode } from 'react';
import { Toasts } from '@/components/layout/Toasts';
import { getSettings } from '@/lib/server/settings';
import styles from './layout.module.scss';

export const metadata: Metadata = { robots: { index: false } };

/** The standalone screens (login, signup, password reset): the logo and one centred card. */
export default function AuthLayout({ children }: { children: ReactNode }) {
  const { siteName } = getSettings();
  return (
    <div className={styles.page}>
      <header className={styles.header}>
        <Link href="/" className={styles.logo}>
          <svg viewBox="0 0 32 32" width="32" height="32" aria-hidden="true" focusable="false">
            <circle cx="16" cy="16" r="16" fill="#1f7a3a" />
            <path
              d="M9 22c0-7 5-12 14-13-1 9-6 14-13 14m0-1 7-7"
              fill="none"
              stroke="#fff"
              strokeWidth="2.2"
              strokeLinecap="round"
              strokeLinejoin="round"
            />
          </svg>
          <span>{siteName}</span>
        </Link>
      </header>
      <main className={styles.card}>{children}</main>
      <p className={styles.note}>Fresh farm produce from verified vendors across Nigeria.</p>
      <Toasts />
    </div>
  );
}

import type { ReactNode } from 'react';
import { Link } from '@/components/layout/Link';
import styles from './PayLink.module.scss';

/** The payer's page frame: the marketplace's name and one column, readable on any phone. */
export function PayLinkShell({ siteName, children }: { siteName: string; children: ReactNode }) {
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
      <main className={styles.main}>{children}</main>
    </div>
  );
}

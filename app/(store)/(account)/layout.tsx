import type { Metadata } from 'next';
import type { ReactNode } from 'react';
import { AccountMenu } from '@/components/account/AccountMenu';
import { SessionCheck } from '@/components/account/SessionCheck';
import styles from './layout.module.scss';

// Personal pages: never in search results.
export const metadata: Metadata = { robots: { index: false } };

/**
 * The account sub-layout: side menu on large screens, the page beside it. middleware.ts has
 * already sent signed-out shoppers to log in; SessionCheck asks the API in the background.
 */
export default function AccountLayout({ children }: { children: ReactNode }) {
  return (
    <div className={`container ${styles.account}`}>
      <SessionCheck />
      <aside className={styles.aside}>
        <AccountMenu />
      </aside>
      <main className={styles.content}>{children}</main>
    </div>
  );
}

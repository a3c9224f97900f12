import type { ReactNode } from 'react';
import { SessionCheck } from './SessionCheck';
import styles from './SignedInPage.module.scss';

/**
 * A login-required page outside the account sub-layout: middleware.ts has sent signed-out
 * shoppers to log in; SessionCheck asks the API in the background whether the session holds.
 */
export function SignedInPage({ children }: { children: ReactNode }) {
  return (
    <main className={`container ${styles.page}`}>
      <SessionCheck />
      {children}
    </main>
  );
}

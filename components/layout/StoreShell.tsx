import type { ReactNode } from 'react';
import { Footer } from '@/components/layout/Footer';
import { Header } from '@/components/layout/Header';
import { OfflineBanner } from '@/components/layout/OfflineBanner';
import { Toasts } from '@/components/layout/Toasts';
import { getSettings } from '@/lib/server/settings';
import styles from './StoreShell.module.scss';

/**
 * The header, footer, offline banner and toasts around every shopper page but the standalone auth
 * screens: the (store) layout and the 404 page of unknown paths (which renders under the root
 * layout only). It reads no cookie and no session: its HTML is the same for everyone, so catalog
 * pages under it stay cacheable, and everything about the shopper (location, greeting, cart
 * count) is filled in by client islands.
 */
export function StoreShell({ children }: { children: ReactNode }) {
  const { siteName, vendorSignupUrl } = getSettings();
  return (
    <div className={styles.shell}>
      <a href="#content" className={styles.skipLink}>
        Skip to content
      </a>
      <OfflineBanner />
      <Header siteName={siteName} vendorSignupUrl={vendorSignupUrl} />
      <div id="content" className={styles.content} tabIndex={-1}>
        {children}
      </div>
      <Footer siteName={siteName} vendorSignupUrl={vendorSignupUrl} />
      <Toasts />
    </div>
  );
}

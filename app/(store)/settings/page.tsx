import type { Metadata } from 'next';
import { SignedInPage } from '@/components/account/SignedInPage';
import { TwoFactorSetup } from '@/components/account/TwoFactorSetup';
import styles from '@/components/account/AccountPage.module.scss';

export const metadata: Metadata = { title: 'Settings', robots: { index: false } };

export const dynamic = 'force-dynamic';

const AUTHENTICATOR_APPS = [
  'Google Authenticator',
  'Authy',
  'Duo Mobile',
  'Microsoft Authenticator',
  'FreeOTP',
];

export default function SettingsPage() {
  return (
    <SignedInPage>
      <div className={styles.page}>
        <div>
          <h1 className={styles.title}>Settings</h1>
          <p className={styles.lead}>Keep your account safe with two-factor authentication.</p>
        </div>
        <section className={styles.card} aria-labelledby="two-factor">
          <div className={styles.cardHeader}>
            <h2 id="two-factor" className={styles.cardTitle}>
              Two-factor authentication
            </h2>
          </div>
          <ol className={styles.steps}>
            <li>Install an authenticator app on your phone: {AUTHENTICATOR_APPS.join(', ')}.</li>
            <li>Open the app and scan the QR code below.</li>
            <li>
              The app now produces a new six-digit code every 30 seconds (a time-based one-time
              password).
            </li>
            <li>Enter the code the app shows to finish turning on two-factor authentication.</li>
          </ol>
          <TwoFactorSetup />
        </section>
      </div>
    </SignedInPage>
  );
}

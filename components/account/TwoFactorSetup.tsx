import styles from './AccountPage.module.scss';

/** Placeholder of the MFA component (spec section 2, Settings): the QR code and code entry. */
export function TwoFactorSetup() {
  return (
    <div className={styles.mfa} aria-label="Two-factor setup">
      <div className={styles.qr} aria-hidden="true" />
      <p>Two-factor setup is coming soon.</p>
    </div>
  );
}

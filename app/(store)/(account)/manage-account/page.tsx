import type { Metadata } from 'next';
import { Link } from '@/components/layout/Link';
import { AddressesLauncher } from '@/components/account/AddressesLauncher';
import { ChangePasswordModal } from '@/components/account/ChangePasswordModal';
import { CloseAccountButton } from '@/components/account/CloseAccountButton';
import { ProfileDetails } from '@/components/account/ProfileDetails';
import { SignedInDevices } from '@/components/account/SignedInDevices';
import styles from '@/components/account/AccountPage.module.scss';
import { Notice } from '@/components/form/Notice';
import type { CustomerProfile } from '@/lib/contract/accounts';
import { getProfile } from '@/lib/server/marketplace/account';
import { isMarketplaceError } from '@/lib/server/marketplace/errors';
import { getSession } from '@/lib/server/session';

export const metadata: Metadata = { title: 'Manage Account' };

async function loadProfile(): Promise<{ profile: CustomerProfile | null; error?: string }> {
  const { token } = await getSession();
  if (!token) return { profile: null };
  try {
    return { profile: await getProfile(token) };
  } catch (error) {
    const message = isMarketplaceError(error) ? error.message : 'Something went wrong';
    return { profile: null, error: `Error fetching profile details: ${message}` };
  }
}

export default async function ManageAccountPage() {
  const { profile, error } = await loadProfile();
  const address = profile?.address;

  return (
    <div className={styles.page}>
      <div>
        <h1 className={styles.title}>Manage Account</h1>
        <p className={styles.lead}>Your details, addresses, password and signed-in devices.</p>
      </div>
      {error ? <Notice tone="error">{error}</Notice> : null}

      <section className={styles.card} aria-labelledby="profile-details">
        <div className={styles.cardHeader}>
          <h2 id="profile-details" className={styles.cardTitle}>
            Profile Details
          </h2>
        </div>
        <ProfileDetails profile={profile} />
      </section>

      <section className={styles.card} aria-labelledby="addresses">
        <div className={styles.cardHeader}>
          <h2 id="addresses" className={styles.cardTitle}>
            Addresses
          </h2>
          <AddressesLauncher className={styles.button} />
        </div>
        <p>
          {address ? `${address.address}${address.postcode ? `, ${address.postcode}` : ''}` : 'N/A'}
        </p>
      </section>

      <section className={styles.card} aria-labelledby="password-security">
        <div className={styles.cardHeader}>
          <h2 id="password-security" className={styles.cardTitle}>
            Password Security
          </h2>
        </div>
        <div className={styles.setting}>
          <div className={styles.settingText}>
            <p>Password</p>
            <p>Change the password you log in with.</p>
          </div>
          <ChangePasswordModal buttonClassName={styles.button} />
        </div>
        <div className={styles.setting}>
          <div className={styles.settingText}>
            <p>Two-factor sign-in</p>
            <p>Ask for a code from an authenticator app as well as your password.</p>
          </div>
          <Link href="/settings" className={styles.button}>
            Settings
          </Link>
        </div>
        <div className={styles.setting}>
          <div className={styles.settingText}>
            <p>Close Account</p>
            <p>Deactivate your account. You will no longer be able to log in.</p>
          </div>
          <div className={styles.settingAction}>
            <CloseAccountButton className={styles.dangerButton} />
          </div>
        </div>
      </section>

      <section className={styles.card} aria-labelledby="signed-in-devices">
        <div className={styles.cardHeader}>
          <h2 id="signed-in-devices" className={styles.cardTitle}>
            Signed-in devices
          </h2>
        </div>
        <SignedInDevices buttonClassName={styles.button} />
      </section>
    </div>
  );
}

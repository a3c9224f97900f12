import type { CustomerProfile } from '@/lib/contract/accounts';
import styles from './AccountPage.module.scss';

const orNA = (value: string | null | undefined) => (value && value.trim() ? value : 'N/A');

/** Profile Details: read-only, each field falls back to N/A. */
export function ProfileDetails({ profile }: { profile: CustomerProfile | null }) {
  const rows = [
    ['First Name', profile?.firstName],
    ['Last Name', profile?.lastName],
    ['Phone Number', profile?.phoneNumber ?? profile?.phone],
    ['Email', profile?.email],
  ] as const;
  return (
    <dl className={styles.details}>
      {rows.map(([label, value]) => (
        <div key={label} className={styles.detail}>
          <dt>{label}</dt>
          <dd>{orNA(value)}</dd>
        </div>
      ))}
    </dl>
  );
}

import type { Metadata } from 'next';
import { ResetPasswordForm } from '@/components/auth/ResetPasswordForm';
import styles from '../../heading.module.scss';

export const metadata: Metadata = { title: 'Reset password', referrer: 'no-referrer' };

export default async function ResetPasswordPage({
  params,
}: {
  params: Promise<{ token: string }>;
}) {
  const { token } = await params;
  return (
    <>
      <div className={styles.heading}>
        <h1 className={styles.title}>Reset your password</h1>
        <p className={styles.subtitle}>Choose a new password for your account.</p>
      </div>
      <ResetPasswordForm token={token} />
    </>
  );
}

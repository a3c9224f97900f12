import type { Metadata } from 'next';
import { LoginForm } from '@/components/auth/LoginForm';
import { safeRedirectPath } from '@/lib/shared/redirect';
import { getSettings } from '@/lib/server/settings';
import styles from '../heading.module.scss';

export const metadata: Metadata = { title: 'Login' };

export default async function LoginPage({
  searchParams,
}: {
  searchParams: Promise<{ redirect?: string | string[] }>;
}) {
  const { redirect } = await searchParams;
  // Only ever a path on this site: //evil.example or https://... become /.
  const redirectTo = safeRedirectPath(typeof redirect === 'string' ? redirect : undefined);
  return (
    <>
      <div className={styles.heading}>
        <h1 className={styles.title}>Welcome back</h1>
        <p className={styles.subtitle}>Log in to shop, save items and track your orders.</p>
      </div>
      <LoginForm redirectTo={redirectTo} googleClientId={getSettings().googleClientId} />
    </>
  );
}

import type { Metadata } from 'next';
import { SignupFlow } from '@/components/auth/SignupFlow';
import { safeRedirectPath } from '@/lib/shared/redirect';
import styles from '../heading.module.scss';

export const metadata: Metadata = { title: 'Sign up' };

export default async function SignupPage({
  searchParams,
}: {
  searchParams: Promise<{ redirect?: string | string[] }>;
}) {
  const { redirect } = await searchParams;
  // Only ever a path on this site, as on the login page.
  const redirectTo = safeRedirectPath(typeof redirect === 'string' ? redirect : undefined);
  return (
    <>
      <div className={styles.heading}>
        <h1 className={styles.title}>Create your account</h1>
        <p className={styles.subtitle}>Buy fresh produce straight from Nigerian farms.</p>
      </div>
      <SignupFlow redirectTo={redirectTo} />
    </>
  );
}

import type { Metadata } from 'next';
import { SignupFlow } from '@/components/auth/SignupFlow';
import styles from '../heading.module.scss';

export const metadata: Metadata = { title: 'Sign up' };

export default function SignupPage() {
  return (
    <>
      <div className={styles.heading}>
        <h1 className={styles.title}>Create your account</h1>
        <p className={styles.subtitle}>Buy fresh produce straight from Nigerian farms.</p>
      </div>
      <SignupFlow />
    </>
  );
}

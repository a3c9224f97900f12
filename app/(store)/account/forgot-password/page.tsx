import type { Metadata } from 'next';
import { InLayoutForgotPassword } from '@/components/account/InLayoutForgotPassword';
import styles from './page.module.scss';

export const metadata: Metadata = { title: 'Forgot password', robots: { index: false } };

/** The forgot-password screen inside the shared layout (the standalone one is /forgot-password). */
export default function AccountForgotPasswordPage() {
  return (
    <main className={`container ${styles.page}`}>
      <div className={styles.card}>
        <h1 className={styles.title}>Forgot password?</h1>
        <p className={styles.lead}>We will e-mail you a link to choose a new password.</p>
        <InLayoutForgotPassword />
      </div>
    </main>
  );
}

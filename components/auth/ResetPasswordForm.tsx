'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import { Link } from '@/components/layout/Link';
import { useRouter } from 'next/navigation';
import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { authFailureText } from '@/lib/shared/auth-failure';
import { resetPasswordForm } from '@/lib/contract/accounts';
import * as api from '@/lib/browser/api';
import { ErrorNotice, Notice } from '../form/Notice';
import { NewPasswordFields } from './NewPasswordFields';
import styles from '../form/Form.module.scss';

const RESET_FAILED = 'Error resetting password';
const RESET_DONE = 'Password reset successful';
/** Spec section 9: the login page opens 3000 ms after a reset. */
const REDIRECT_DELAY_MS = 3000;

/** New password (its conditions shown) and confirmation; the API checks strength. */
export function ResetPasswordForm({ token }: { token: string }) {
  const router = useRouter();
  const [error, setError] = useState<string | null>(null);
  const [done, setDone] = useState(false);
  const form = useForm({
    resolver: zodResolver(resetPasswordForm),
    defaultValues: { password: '', confirmPassword: '' },
  });
  const {
    handleSubmit,
    formState: { isSubmitting },
  } = form;

  useEffect(() => {
    if (!done) return;
    const timer = setTimeout(() => router.push('/login'), REDIRECT_DELAY_MS);
    return () => clearTimeout(timer);
  }, [done, router]);

  const onSubmit = handleSubmit(async ({ password }) => {
    setError(null);
    const result = await api.account.resetPassword(token, { password });
    if (result.ok) setDone(true);
    else setError(authFailureText(result, { refused: RESET_FAILED, preferServerMessage: true }));
  });

  if (done) {
    return (
      <div className={styles.form}>
        <Notice tone="success">{RESET_DONE}</Notice>
        <p className={styles.footer}>
          Taking you to the login page... <Link href="/login">Log in now</Link>
        </p>
      </div>
    );
  }

  return (
    <form className={styles.form} onSubmit={onSubmit} noValidate>
      <ErrorNotice message={error} onClose={() => setError(null)} />
      <NewPasswordFields
        form={form}
        names={['password', 'confirmPassword']}
        labels={['New password', 'Confirm new password']}
      />
      <button type="submit" className={styles.primary} disabled={isSubmitting}>
        {isSubmitting ? 'Resetting...' : 'Reset Password'}
      </button>
      <p className={styles.footer}>
        <Link href="/login">Back to login</Link>
      </p>
    </form>
  );
}

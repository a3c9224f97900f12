'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import Link from 'next/link';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { authFailureText } from '@/lib/auth-failure';
import { forgotPasswordBody } from '@/lib/contract/accounts';
import { callBff } from '@/lib/bff/browser';
import { Notice } from './Notice';
import { TextField } from './TextField';
import styles from './Form.module.scss';

const RESET_LINK_MAYBE_SENT =
  "If an account exists with that email, you'll receive a password reset link shortly";
const SEND_FAILED = 'Error sending reset link';

/** The standalone forgot-password screen: one e-mail field, then "Reset link sent!". */
export function ForgotPasswordForm() {
  const [sent, setSent] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm({ resolver: zodResolver(forgotPasswordBody), defaultValues: { email: '' } });

  const onSubmit = handleSubmit(async (values) => {
    setError(null);
    const result = await callBff('/api/customer/forgot-password', { method: 'POST', body: values });
    if (result.ok) setSent(true);
    else setError(authFailureText(result, { refused: SEND_FAILED }));
  });

  if (sent) {
    return (
      <div className={styles.form}>
        <h2 className={styles.sentTitle}>Reset link sent!</h2>
        <Notice tone="success">{RESET_LINK_MAYBE_SENT}</Notice>
        <p className={styles.footer}>
          <Link href="/login">Back to login</Link>
        </p>
      </div>
    );
  }

  return (
    <form className={styles.form} onSubmit={onSubmit} noValidate>
      {error ? (
        <Notice tone="error" onClose={() => setError(null)}>
          {error}
        </Notice>
      ) : null}
      <TextField
        label="Email"
        type="email"
        required
        autoComplete="email"
        inputMode="email"
        registration={register('email')}
        error={errors.email?.message}
      />
      <button type="submit" className={styles.primary} disabled={isSubmitting}>
        {isSubmitting ? 'Sending...' : 'Send Reset Link'}
      </button>
      <p className={styles.footer}>
        <Link href="/login">I&apos;ve remembered my password</Link>
      </p>
    </form>
  );
}

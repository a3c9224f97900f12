'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import { Link } from '@/components/layout/Link';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { authFailureText } from '@/lib/shared/auth-failure';
import { forgotPasswordBody } from '@/lib/contract/accounts';
import * as api from '@/lib/browser/api';
import { notify } from '@/components/layout/toast';
import { ErrorNotice, Notice } from '../form/Notice';
import { TextField } from '../form/TextField';
import styles from '../form/Form.module.scss';

const RESET_LINK_MAYBE_SENT =
  "If an account exists with that email, you'll receive a password reset link shortly";
const SEND_FAILED = 'Error sending reset link';

export interface ForgotPasswordFormProps {
  /**
   * How the outcome is told. 'screen', the standalone screen's way: a failure is a notice above
   * the field, and success replaces the form with "Reset link sent!". 'alerts', the in-layout
   * screen's way (decision 006): both are toasts, and the form clears for another address.
   */
  outcome?: 'screen' | 'alerts';
  sentText?: string;
  failedText?: string;
  /** The link under the form. */
  back?: { href: string; label: string };
}

/**
 * The forgot-password form: one e-mail field and the forgot-password call. Without props it is the
 * standalone screen's; InLayoutForgotPassword passes the in-layout screen's texts and alerts.
 */
export function ForgotPasswordForm({
  outcome = 'screen',
  sentText = RESET_LINK_MAYBE_SENT,
  failedText = SEND_FAILED,
  back = { href: '/login', label: "I've remembered my password" },
}: ForgotPasswordFormProps) {
  const [sent, setSent] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors, isSubmitting },
  } = useForm({ resolver: zodResolver(forgotPasswordBody), defaultValues: { email: '' } });

  const onSubmit = handleSubmit(async (values) => {
    setError(null);
    const result = await api.account.forgotPassword(values);
    if (result.ok) {
      if (outcome === 'alerts') {
        notify.success(sentText);
        reset();
      } else {
        setSent(true);
      }
      return;
    }
    const text = authFailureText(result, { refused: failedText });
    if (outcome === 'alerts') notify.error(text);
    else setError(text);
  });

  if (sent) {
    return (
      <div className={styles.form}>
        <h2 className={styles.sentTitle}>Reset link sent!</h2>
        <Notice tone="success">{sentText}</Notice>
        <p className={styles.footer}>
          <Link href="/login">Back to login</Link>
        </p>
      </div>
    );
  }

  return (
    <form className={styles.form} onSubmit={onSubmit} noValidate>
      <ErrorNotice message={error} onClose={() => setError(null)} />
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
        <Link href={back.href}>{back.label}</Link>
      </p>
    </form>
  );
}

'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import Link from 'next/link';
import { useForm } from 'react-hook-form';
import { toast } from 'sonner';
import { authFailureText } from '@/lib/auth-failure';
import { forgotPasswordBody } from '@/lib/contract/accounts';
import { callBff } from '@/lib/bff/browser';
import { TextField } from '@/components/auth/TextField';
import form from '@/components/auth/Form.module.scss';

const SENT = 'Password reset link sent to your email.';
const FAILED = 'Failed to send reset link. Try again.';

/**
 * The in-layout forgot-password screen (inside header and footer, reached from the account area),
 * with the alerts (toasts) the spec gives that variant; see docs/decisions/006-forgot-password-variants.md.
 */
export function InLayoutForgotPassword() {
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors, isSubmitting },
  } = useForm({ resolver: zodResolver(forgotPasswordBody), defaultValues: { email: '' } });

  const onSubmit = handleSubmit(async (values) => {
    const result = await callBff('/api/customer/forgot-password', { method: 'POST', body: values });
    if (result.ok) {
      toast.success(SENT);
      reset();
    } else {
      toast.error(authFailureText(result, { refused: FAILED }));
    }
  });

  return (
    <form className={form.form} onSubmit={onSubmit} noValidate>
      <TextField
        label="Email"
        type="email"
        required
        autoComplete="email"
        inputMode="email"
        registration={register('email')}
        error={errors.email?.message}
      />
      <button type="submit" className={form.primary} disabled={isSubmitting}>
        {isSubmitting ? 'Sending...' : 'Send Reset Link'}
      </button>
      <p className={form.footer}>
        <Link href="/manage-account">Back to my account</Link>
      </p>
    </form>
  );
}

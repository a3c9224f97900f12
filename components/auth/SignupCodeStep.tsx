'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import { useRouter } from 'next/navigation';
import { useEffect, useId, useState } from 'react';
import { useController, useForm } from 'react-hook-form';
import { refreshSessionSummary } from '@/lib/browser/useSessionSummary';
import { authFailureText } from '@/lib/shared/auth-failure';
import { verificationCodeForm } from '@/lib/contract/accounts';
import * as api from '@/lib/browser/api';
import { showSignInNotice } from './sign-in-notice';
import { CodeInput, emptyCode } from './CodeInput';
import type { Message } from './signup-types';
import styles from '../form/Form.module.scss';

const VERIFY_FAILED = 'Error verifying email code';
const VERIFIED = 'Email verified successfully!';
const CODE_SENT = 'Verification code sent to email';
const RESEND_FAILED = 'Error sending the code. Please try again.';
/** Spec section 9: the home page opens 1000 ms after verification. */
const REDIRECT_DELAY_MS = 1000;

/**
 * Step 3: the six-character code, sent as soon as the last box is filled; success signs the shopper
 * in and opens `redirectTo` (the spec's /, or where a login was asked for) after 1 s.
 */
export function SignupCodeStep({
  email,
  onMessage,
  redirectTo,
}: {
  email: string;
  onMessage: (message: Message) => void;
  redirectTo: string;
}) {
  const router = useRouter();
  const promptId = useId();
  const errorId = useId();
  const [chars, setChars] = useState(emptyCode);
  const [verified, setVerified] = useState(false);
  const [resending, setResending] = useState(false);
  const {
    control,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm({ resolver: zodResolver(verificationCodeForm), defaultValues: { code: '' } });
  const { field } = useController({ name: 'code', control });

  useEffect(() => {
    if (!verified) return;
    // The header must greet the new shopper on arrival, not show the signed-out answer.
    void refreshSessionSummary();
    const timer = setTimeout(() => {
      router.replace(redirectTo);
      router.refresh();
    }, REDIRECT_DELAY_MS);
    return () => clearTimeout(timer);
  }, [verified, router, redirectTo]);

  const onSubmit = handleSubmit(async ({ code }) => {
    onMessage(null);
    const result = await api.auth.verifyEmail({ email, code });
    if (!result.ok) {
      const text = authFailureText(result, { refused: VERIFY_FAILED, preferServerMessage: true });
      onMessage({ tone: 'error', text });
      return;
    }
    onMessage({ tone: 'success', text: VERIFIED });
    showSignInNotice(result.data);
    setVerified(true);
  });

  const resend = async () => {
    setResending(true);
    onMessage(null);
    const result = await api.account.sendEmailCode({ email });
    setResending(false);
    onMessage(
      result.ok
        ? { tone: 'success', text: result.data.message ?? CODE_SENT }
        : {
            tone: 'error',
            text: authFailureText(result, { refused: RESEND_FAILED, preferServerMessage: true }),
          },
    );
  };

  return (
    <form className={styles.form} onSubmit={onSubmit} noValidate>
      <p id={promptId} className={styles.prompt}>
        Enter the code sent to your email
        <br />
        <strong>{email}</strong>
      </p>
      <CodeInput
        value={chars}
        onChange={(next) => {
          setChars(next);
          field.onChange(next.join(''));
          // The last box filled: no need to find the button on a phone's keyboard-covered screen.
          if (next.every(Boolean) && !isSubmitting && !verified) void onSubmit();
        }}
        labelledBy={promptId}
        invalid={Boolean(errors.code)}
        describedBy={errors.code ? errorId : undefined}
      />
      {errors.code ? (
        <p id={errorId} className={styles.error} role="alert">
          {errors.code.message}
        </p>
      ) : null}
      <button type="submit" className={styles.primary} disabled={isSubmitting || verified}>
        {isSubmitting ? 'Verifying...' : 'Complete Registration'}
      </button>
      <p className={styles.footer}>
        Didn&apos;t get it?{' '}
        <button
          type="button"
          className={styles.linkButton}
          onClick={resend}
          disabled={resending || verified}
        >
          {resending ? 'Sending...' : 'Resend code'}
        </button>
      </p>
    </form>
  );
}

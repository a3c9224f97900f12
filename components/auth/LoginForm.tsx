'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import { Link } from '@/components/layout/Link';
import { useRouter } from 'next/navigation';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { refreshSessionSummary } from '@/lib/browser/useSessionSummary';
import { authFailureText } from '@/lib/shared/auth-failure';
import { loginBody } from '@/lib/contract/accounts';
import * as api from '@/lib/browser/api';
import { withRedirect } from '@/lib/shared/redirect';
import { showSignInNotice } from './sign-in-notice';
import { GoogleSignIn } from './GoogleSignIn';
import { Notice } from '../form/Notice';
import { PasswordField, TextField } from '../form/TextField';
import { TwoFactorStep } from './TwoFactorStep';
import styles from '../form/Form.module.scss';

const LOGIN_FAILED = 'Invalid email or password';

/** Email and password, LOGIN; afterwards the page named by `redirect` (already made safe). */
export function LoginForm({
  redirectTo,
  googleClientId,
}: {
  redirectTo: string;
  googleClientId?: string;
}) {
  const router = useRouter();
  const [error, setError] = useState<string | null>(null);
  const [secondStep, setSecondStep] = useState(false);
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm({ resolver: zodResolver(loginBody), defaultValues: { email: '', password: '' } });

  const signedIn = async () => {
    // Before leaving: the header must greet the shopper on arrival, not show the signed-out answer.
    await refreshSessionSummary();
    router.replace(redirectTo);
    router.refresh();
  };

  /** A sign-in answer: signed in, or (two-factor on) the code comes next. */
  const afterFirstStep = async (data: api.SignInStep | undefined) => {
    if (data?.twoFactorRequired) setSecondStep(true);
    else await signedIn();
  };

  const onSubmit = handleSubmit(async (values) => {
    setError(null);
    const result = await api.auth.login(values);
    if (!result.ok) {
      setError(authFailureText(result, { refused: LOGIN_FAILED }));
      return;
    }
    showSignInNotice(result.data);
    await afterFirstStep(result.data);
  });

  if (secondStep) {
    return (
      <TwoFactorStep
        onSignedIn={signedIn}
        onRestart={(message) => {
          setSecondStep(false);
          setError(message ?? null);
        }}
      />
    );
  }

  return (
    <>
      <form className={styles.form} onSubmit={onSubmit} noValidate>
        {error ? (
          <Notice tone="error" onClose={() => setError(null)}>
            {error}
          </Notice>
        ) : null}
        <TextField
          label="Email"
          type="email"
          autoComplete="email"
          inputMode="email"
          registration={register('email')}
          error={errors.email?.message}
        />
        <PasswordField
          label="Password"
          autoComplete="current-password"
          registration={register('password')}
          error={errors.password?.message}
        />
        <p className={styles.aside}>
          <Link href="/forgot-password">Forgot password?</Link>
        </p>
        <button type="submit" className={styles.primary} disabled={isSubmitting}>
          {isSubmitting ? 'Logging in...' : 'LOGIN'}
        </button>
      </form>
      <GoogleSignIn clientId={googleClientId} onSignedIn={afterFirstStep} onError={setError} />
      <p className={styles.footer}>
        New to the marketplace?{' '}
        <Link href={withRedirect('/signup', redirectTo)}>Create an account</Link>
      </p>
    </>
  );
}

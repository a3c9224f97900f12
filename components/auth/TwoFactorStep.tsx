'use client';

import { useState, type FormEvent } from 'react';
import { authFailureText } from '@/lib/shared/auth-failure';
import * as api from '@/lib/browser/api';
import { showSignInNotice } from './sign-in-notice';
import { Notice } from '../form/Notice';
import styles from '../form/Form.module.scss';

const WRONG_CODE = 'That code is not right. Check it and try again.';
const EXPIRED = 'Your login has expired. Please log in again.';

/**
 * The second step of a login with two-factor on: the app's 6-digit code, or a recovery code. The
 * challenge stays in the session cookie; an expired one sends the shopper back to the password.
 */
export function TwoFactorStep({
  onSignedIn,
  onRestart,
}: {
  onSignedIn: () => Promise<void> | void;
  onRestart: (message?: string) => void;
}) {
  const [recovery, setRecovery] = useState(false);
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const typed = code.trim();
    if (!(recovery ? typed.length >= 16 : /^\d{6}$/.test(typed))) {
      setError(recovery ? 'Enter one of your recovery codes.' : 'Enter the 6-digit code.');
      return;
    }
    setBusy(true);
    setError(null);
    const result = await api.auth.twoFactor({ code: typed });
    if (result.ok) {
      showSignInNotice(result.data);
      return onSignedIn();
    }
    setBusy(false);
    if (result.status === 401) return onRestart(EXPIRED);
    setError(authFailureText(result, { refused: WRONG_CODE, preferServerMessage: true }));
  };

  const label = recovery ? 'Recovery code' : 'Authentication code';
  return (
    <form className={styles.form} onSubmit={submit} noValidate>
      <p className={styles.prompt}>
        {recovery
          ? 'Enter one of the recovery codes you saved when you turned on two-factor authentication.'
          : 'Enter the 6-digit code from your authenticator app.'}
      </p>
      {error ? (
        <Notice tone="error" onClose={() => setError(null)}>
          {error}
        </Notice>
      ) : null}
      <div className={styles.field}>
        <label htmlFor="second-factor" className={styles.label}>
          {label}
        </label>
        <input
          id="second-factor"
          className={styles.input}
          value={code}
          onChange={(event) => setCode(event.target.value)}
          autoComplete="one-time-code"
          inputMode={recovery ? 'text' : 'numeric'}
          autoCapitalize="characters"
          spellCheck={false}
          maxLength={recovery ? 40 : 6}
          autoFocus
        />
      </div>
      <button type="submit" className={styles.primary} disabled={busy}>
        {busy ? 'Verifying...' : 'Verify'}
      </button>
      <button
        type="button"
        className={styles.linkButton}
        onClick={() => {
          setRecovery(!recovery);
          setCode('');
          setError(null);
        }}
      >
        {recovery ? 'Use the code from my app' : 'Use a recovery code'}
      </button>
      <button type="button" className={styles.linkButton} onClick={() => onRestart()}>
        Back to login
      </button>
    </form>
  );
}

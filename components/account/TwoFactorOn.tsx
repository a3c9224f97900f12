'use client';

import { useState, type FormEvent } from 'react';
import { toast } from 'sonner';
import authStyles from '@/components/form/Form.module.scss';
import { ErrorNotice } from '@/components/form/Notice';
import { authFailureText } from '@/lib/shared/auth-failure';
import * as api from '@/lib/browser/api';
import type { TwoFactorStatus } from '@/lib/contract/two-factor';
import styles from './TwoFactor.module.scss';

const WRONG = 'That code is not right. Check it and try again.';

/** Two-factor is on: how many recovery codes are left, new ones, and turning it off. */
export function TwoFactorOn({
  status,
  onNewCodes,
  onTurnedOff,
  onSignInAgain,
}: {
  status: TwoFactorStatus;
  onNewCodes: (codes: string[]) => void;
  onTurnedOff: () => void;
  onSignInAgain: (status: number) => boolean;
}) {
  const left = status.recoveryCodesLeft;
  return (
    <div className={styles.panel}>
      <p>
        <strong>Two-factor authentication is on.</strong> Logging in asks for a code from your
        authenticator app after your password.
      </p>
      <p className={styles.muted}>
        {left} unused recovery code{left === 1 ? '' : 's'} left.
      </p>
      <CodeForm
        title="New recovery codes"
        submitLabel="Make new recovery codes"
        onSubmit={async ({ code }) => {
          const result = await api.twoFactor.recoveryCodes({ code });
          if (result.ok) onNewCodes(result.data.recoveryCodes);
          return result;
        }}
        onSignInAgain={onSignInAgain}
      />
      <CodeForm
        title="Turn off two-factor authentication"
        submitLabel="Turn off"
        withPassword={status.passwordRequired}
        danger
        onSubmit={async (body) => {
          const result = await api.twoFactor.disable(body);
          if (result.ok) {
            toast.success('Two-factor authentication is off.');
            onTurnedOff();
          }
          return result;
        }}
        onSignInAgain={onSignInAgain}
      />
    </div>
  );
}

type Answer =
  { ok: true } | { ok: false; status: number; message?: string; retryAfter: string | null };

/** A small form of a current code (and the password, when asked) for one action. */
function CodeForm({
  title,
  submitLabel,
  withPassword = false,
  danger = false,
  onSubmit,
  onSignInAgain,
}: {
  title: string;
  submitLabel: string;
  withPassword?: boolean;
  danger?: boolean;
  onSubmit: (body: { code: string; password?: string }) => Promise<Answer>;
  onSignInAgain: (status: number) => boolean;
}) {
  const [code, setCode] = useState('');
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const id = title.toLowerCase().replace(/[^a-z]+/g, '-');

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (withPassword && !password) return setError('Enter your password.');
    if (code.trim().length < 6)
      return setError('Enter the 6-digit code from your app, or a recovery code.');
    setBusy(true);
    setError(null);
    const result = await onSubmit({ code: code.trim(), ...(withPassword ? { password } : {}) });
    setBusy(false);
    if (result.ok) return;
    if (onSignInAgain(result.status)) return;
    setError(authFailureText(result, { refused: WRONG, preferServerMessage: true }));
  };

  return (
    <form className={authStyles.form} onSubmit={submit} noValidate aria-labelledby={id}>
      <h3 id={id}>{title}</h3>
      <ErrorNotice message={error} onClose={() => setError(null)} />
      {withPassword ? (
        <div className={authStyles.field}>
          <label htmlFor={`${id}-password`} className={authStyles.label}>
            Password
          </label>
          <input
            id={`${id}-password`}
            type="password"
            className={authStyles.input}
            value={password}
            onChange={(event) => setPassword(event.target.value)}
            autoComplete="current-password"
          />
        </div>
      ) : null}
      <div className={authStyles.field}>
        <label htmlFor={`${id}-code`} className={authStyles.label}>
          Code from the app
        </label>
        <input
          id={`${id}-code`}
          className={authStyles.input}
          value={code}
          onChange={(event) => setCode(event.target.value)}
          autoComplete="one-time-code"
          spellCheck={false}
          maxLength={40}
        />
      </div>
      <button
        type="submit"
        className={danger ? authStyles.danger : authStyles.secondary}
        disabled={busy}
      >
        {busy ? 'Please wait...' : submitLabel}
      </button>
    </form>
  );
}

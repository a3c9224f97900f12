'use client';

import { useEffect, useRef, useState, type FormEvent } from 'react';
import authStyles from '@/components/form/Form.module.scss';
import { ErrorNotice } from '@/components/form/Notice';
import { authFailureText } from '@/lib/shared/auth-failure';
import * as api from '@/lib/browser/api';
import type { TwoFactorSetup } from '@/lib/contract/two-factor';
import styles from './TwoFactor.module.scss';

const WRONG_CODE = 'That code is not right. Check it and try again.';

/** The key in groups of four, as apps that take it typed show it. */
const grouped = (secret: string) => secret.match(/.{1,4}/g)?.join(' ') ?? secret;

/**
 * Enrolment: the QR code of the otpauth URI (drawn here, from the URI alone) and the key as text,
 * then a code from the app to turn two-factor on.
 */
export function TwoFactorEnrol({
  setup,
  onEnabled,
  onSignInAgain,
}: {
  setup: TwoFactorSetup;
  onEnabled: (codes: string[]) => void;
  onSignInAgain: (status: number) => boolean;
}) {
  const canvas = useRef<HTMLCanvasElement>(null);
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    let cancelled = false;
    // Loaded only here: nobody else on the site draws QR codes.
    import('qrcode').then((qr) => {
      if (!cancelled && canvas.current)
        qr.toCanvas(canvas.current, setup.otpauthUri, { width: 192, margin: 1 });
    });
    return () => {
      cancelled = true;
    };
  }, [setup.otpauthUri]);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!/^\d{6}$/.test(code.trim())) return setError('Enter the 6-digit code from your app.');
    setBusy(true);
    setError(null);
    const result = await api.twoFactor.enable({ code: code.trim() });
    setBusy(false);
    if (result.ok) return onEnabled(result.data.recoveryCodes);
    if (onSignInAgain(result.status)) return;
    setError(authFailureText(result, { refused: WRONG_CODE, preferServerMessage: true }));
  };

  return (
    <div className={styles.panel}>
      <div className={styles.enrol}>
        <canvas
          ref={canvas}
          className={styles.qr}
          aria-label="QR code for your authenticator app"
        />
        <div>
          <p>Can’t scan the code? Enter this setup key in the app instead:</p>
          <p className={styles.key} aria-label="Setup key">
            {grouped(setup.secret)}
          </p>
          {/* A phone cannot scan its own screen: the same key as a link its app opens. */}
          <p className={styles.openInApp}>
            <a href={setup.otpauthUri}>Open in your authenticator app</a>
          </p>
        </div>
      </div>
      <form className={authStyles.form} onSubmit={submit} noValidate>
        <ErrorNotice message={error} onClose={() => setError(null)} />
        <div className={authStyles.field}>
          <label htmlFor="enrol-code" className={authStyles.label}>
            Code from the app
          </label>
          <input
            id="enrol-code"
            className={authStyles.input}
            value={code}
            onChange={(event) => setCode(event.target.value)}
            autoComplete="one-time-code"
            inputMode="numeric"
            maxLength={6}
          />
        </div>
        <button type="submit" className={authStyles.primary} disabled={busy}>
          {busy ? 'Turning on...' : 'Turn on two-factor authentication'}
        </button>
      </form>
    </div>
  );
}

'use client';

import Script from 'next/script';
import { useEffect, useRef, useState } from 'react';
import { authFailureText } from '@/lib/shared/auth-failure';
import * as api from '@/lib/browser/api';
import { showSignInNotice } from './sign-in-notice';
import styles from '../form/Form.module.scss';

interface GoogleIdentity {
  accounts: {
    id: {
      initialize(options: {
        client_id: string;
        callback: (answer: { credential?: string }) => void;
      }): void;
      renderButton(
        parent: HTMLElement,
        options: { text: string; theme: string; size: string; width?: number; shape?: string },
      ): void;
    };
  };
}

const GSI_SCRIPT = 'https://accounts.google.com/gsi/client';
const GOOGLE_FAILED = 'Google sign-in failed. Please try again.';

/**
 * "Continue with Google", only when the storefront has a client id AND the API says Google sign-in
 * is on (GET auth/providers). Google Identity Services hands over an ID token, which the BFF
 * exchanges for a session; nothing is loaded from Google otherwise.
 */
export function GoogleSignIn({
  clientId,
  onSignedIn,
  onError,
}: {
  clientId?: string;
  /** With the BFF's answer: it may ask for the second step (two-factor). */
  onSignedIn: (answer: { twoFactorRequired?: boolean }) => void;
  onError: (message: string) => void;
}) {
  const [enabled, setEnabled] = useState(false);
  const button = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (!clientId) return;
    let cancelled = false;
    api.account.authProviders().then((result) => {
      if (!cancelled && result.ok && result.data.google) setEnabled(true);
    });
    return () => {
      cancelled = true;
    };
  }, [clientId]);

  if (!enabled || !clientId) return null;

  const render = () => {
    const google = (window as Window & { google?: GoogleIdentity }).google;
    if (!google || !button.current) return;
    google.accounts.id.initialize({
      client_id: clientId,
      callback: async ({ credential }) => {
        if (!credential) return onError(GOOGLE_FAILED);
        const result = await api.auth.google({ idToken: credential });
        if (result.ok) {
          showSignInNotice(result.data);
          onSignedIn(result.data ?? {});
        } else
          onError(authFailureText(result, { refused: GOOGLE_FAILED, preferServerMessage: true }));
      },
    });
    google.accounts.id.renderButton(button.current, {
      text: 'continue_with',
      theme: 'outline',
      size: 'large',
      shape: 'rectangular',
      width: Math.min(button.current.offsetWidth || 320, 400),
    });
  };

  return (
    <div>
      <p className={styles.divider}>or</p>
      <div ref={button} aria-label="Continue with Google" />
      <Script src={GSI_SCRIPT} strategy="afterInteractive" onReady={render} />
    </div>
  );
}

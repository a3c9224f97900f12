'use client';

import { useCallback, useEffect, useState } from 'react';
import authStyles from '@/components/form/Form.module.scss';
import { Notice } from '@/components/form/Notice';
import * as api from '@/lib/browser/api';
import type { TwoFactorSetup as Setup, TwoFactorStatus } from '@/lib/contract/two-factor';
import { RecoveryCodes } from './RecoveryCodes';
import { TwoFactorEnrol } from './TwoFactorEnrol';
import { TwoFactorOn } from './TwoFactorOn';
import { useSignInAgain } from './useSignInAgain';

const LOAD_FAILED = 'Could not load your two-factor settings. Please try again.';

/**
 * The MFA component of Settings (spec section 2): off, setting up (QR code and key), the new
 * recovery codes once, or on (new codes, turning it off).
 */
export function TwoFactorSetup() {
  const signInAgain = useSignInAgain();
  const [status, setStatus] = useState<TwoFactorStatus | null>(null);
  const [setup, setSetup] = useState<Setup | null>(null);
  const [codes, setCodes] = useState<string[] | null>(null);
  const [error, setError] = useState<string | null>(null);

  const load = useCallback(async () => {
    const result = await api.twoFactor.status();
    if (result.ok) setStatus(result.data);
    else if (!signInAgain(result.status)) setError(LOAD_FAILED);
  }, [signInAgain]);
  useEffect(() => {
    // Data fetch on arrival: setState happens after the await, never during render.
    // eslint-disable-next-line react-hooks/set-state-in-effect
    void load();
  }, [load]);

  const begin = async () => {
    setError(null);
    const result = await api.twoFactor.setup();
    if (result.ok) setSetup(result.data);
    else if (!signInAgain(result.status)) setError(result.message ?? LOAD_FAILED);
  };

  if (error) return <Notice tone="error">{error}</Notice>;
  if (codes) {
    return (
      <RecoveryCodes
        codes={codes}
        onDone={() => {
          setCodes(null);
          void load();
        }}
      />
    );
  }
  if (!status) return <p aria-busy="true">Loading...</p>;
  if (status.enabled) {
    return (
      <TwoFactorOn
        status={status}
        onNewCodes={setCodes}
        onTurnedOff={() => void load()}
        onSignInAgain={signInAgain}
      />
    );
  }
  if (setup) {
    return (
      <TwoFactorEnrol
        setup={setup}
        onEnabled={(fresh) => {
          setSetup(null);
          setCodes(fresh);
        }}
        onSignInAgain={signInAgain}
      />
    );
  }
  return (
    <div>
      <p>Two-factor authentication is off.</p>
      <button type="button" className={authStyles.primary} onClick={begin}>
        Set up two-factor authentication
      </button>
    </div>
  );
}

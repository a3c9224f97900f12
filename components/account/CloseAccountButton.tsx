'use client';

import { useState } from 'react';
import { toast } from 'sonner';
import * as api from '@/lib/browser/api';
import { Notice } from '@/components/form/Notice';
import { useSignInAgain } from './useSignInAgain';

const CONFIRM = 'Are you sure you want to deactivate your account?';
const DEACTIVATED = 'Account deactivated successfully!';
const FAILED = 'Failed to deactivate account. Try again.';
/** Long enough to read the success toast before the page reloads signed out. */
const LEAVE_AFTER_MS = 1500;

/** Close Account: behind the browser's confirmation; afterwards the shopper is signed out at /. */
export function CloseAccountButton({ className }: { className?: string }) {
  const signInAgain = useSignInAgain();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const close = async () => {
    if (!window.confirm(CONFIRM)) return;
    setBusy(true);
    setError(null);
    const result = await api.account.deactivate();
    if (!result.ok) {
      setBusy(false);
      if (signInAgain(result.status)) return;
      setError(FAILED);
      return;
    }
    toast.success(DEACTIVATED);
    // The API has revoked every session; this ends ours here too.
    await api.auth.logout();
    // A full load, so that every part of the page (header greeting included) starts signed out,
    // replacing this page in the history: there is no account to go back to.
    setTimeout(() => window.location.replace('/'), LEAVE_AFTER_MS);
  };

  return (
    <>
      <button type="button" className={className} onClick={close} disabled={busy}>
        {busy ? 'Closing account...' : 'Close Account'}
      </button>
      {error ? (
        <Notice tone="error" onClose={() => setError(null)}>
          {error}
        </Notice>
      ) : null}
    </>
  );
}

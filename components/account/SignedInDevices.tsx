'use client';

import { useCallback, useEffect, useState } from 'react';
import { toast } from 'sonner';
import { Notice } from '@/components/form/Notice';
import * as api from '@/lib/browser/api';
import type { SignedInDevice } from '@/lib/contract/two-factor';
import styles from './TwoFactor.module.scss';
import { useSignInAgain } from './useSignInAgain';

const LOAD_FAILED = 'Could not load your signed-in devices. Please try again.';
const SIGN_OUT_FAILED = 'Could not sign that device out. Please try again.';

const lastSeen = (iso: string) =>
  new Intl.DateTimeFormat('en-NG', { dateStyle: 'medium', timeStyle: 'short' }).format(
    new Date(iso),
  );

/** Manage Account's signed-in devices: each with its place and last use; sign one or all others out. */
export function SignedInDevices({ buttonClassName }: { buttonClassName?: string }) {
  const signInAgain = useSignInAgain();
  const [devices, setDevices] = useState<SignedInDevice[] | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const load = useCallback(async () => {
    const result = await api.devices.list();
    if (result.ok) setDevices(result.data.devices);
    else if (!signInAgain(result.status)) setError(LOAD_FAILED);
  }, [signInAgain]);
  useEffect(() => {
    // Data fetch on arrival: setState happens after the await, never during render.
    // eslint-disable-next-line react-hooks/set-state-in-effect
    void load();
  }, [load]);

  const signOut = async (request: () => Promise<api.BffResult<unknown>>, done: string) => {
    setBusy(true);
    setError(null);
    const result = await request();
    setBusy(false);
    if (result.ok) {
      toast.success(done);
      await load();
    } else if (!signInAgain(result.status)) setError(SIGN_OUT_FAILED);
  };

  if (!devices) {
    return error ? <Notice tone="error">{error}</Notice> : <p aria-busy="true">Loading...</p>;
  }
  const others = devices.filter((device) => !device.current);
  return (
    <>
      {error ? (
        <Notice tone="error" onClose={() => setError(null)}>
          {error}
        </Notice>
      ) : null}
      <ul className={styles.devices} aria-label="Signed-in devices">
        {devices.map((device) => (
          <li key={device._id} className={styles.device}>
            <div>
              <p className={styles.deviceName}>
                {device.device}
                {device.current ? <span className={styles.tag}>This device</span> : null}
              </p>
              <p className={styles.muted}>
                {device.place} · Last seen {lastSeen(device.lastSeen)}
              </p>
            </div>
            {device.current ? null : (
              <button
                type="button"
                className={buttonClassName}
                disabled={busy}
                onClick={() =>
                  signOut(() => api.devices.signOut(device._id), 'Signed out of that device.')
                }
              >
                Sign out
              </button>
            )}
          </li>
        ))}
      </ul>
      {others.length > 0 ? (
        <button
          type="button"
          className={buttonClassName}
          disabled={busy}
          onClick={() =>
            signOut(() => api.devices.signOutOthers(), 'Signed out of all other devices.')
          }
        >
          Sign out all other devices
        </button>
      ) : null}
    </>
  );
}

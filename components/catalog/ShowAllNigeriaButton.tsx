'use client';

import { useState } from 'react';
import { saveLocationChoice } from '@/components/layout/location-api';
import { ALL_NIGERIA } from '@/lib/location';
import styles from './OtherStatesHint.module.scss';

/** Chooses All Nigeria as the location and reloads the list, which then shows every state's products. */
export function ShowAllNigeriaButton() {
  const [status, setStatus] = useState<'idle' | 'saving' | 'failed'>('idle');
  return (
    <>
      <button
        type="button"
        className={styles.button}
        disabled={status === 'saving'}
        onClick={async () => {
          setStatus('saving');
          if (await saveLocationChoice(ALL_NIGERIA)) window.location.reload();
          else setStatus('failed');
        }}
      >
        {status === 'saving' ? 'Opening...' : `Show ${ALL_NIGERIA}`}
      </button>
      {status === 'failed' ? (
        <p className={styles.error} role="alert">
          That did not work. Please try again.
        </p>
      ) : null}
    </>
  );
}

'use client';

import { useId, useState, type FormEvent } from 'react';
import { NIGERIAN_STATES, isNigerianState, type NigerianState } from '@/lib/contract/states';
import { CloseIcon } from './icons';
import { saveLocationChoice } from './location-api';
import { useModalDialog } from './useModalDialog';
import styles from './LocationModal.module.scss';

interface LocationModalProps {
  siteName: string;
  current?: NigerianState;
  /** Without it the modal cannot be dismissed: the first visit needs a choice. */
  onClose?: () => void;
}

/** "Where are you shopping from?": one radio per state; choosing saves it and reloads the page. */
export function LocationModal({ siteName, current, onClose }: LocationModalProps) {
  const dialogRef = useModalDialog(true);
  const titleId = useId();
  const questionId = useId();
  const [status, setStatus] = useState<'idle' | 'saving' | 'failed'>('idle');

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const choice = new FormData(event.currentTarget).get('location');
    if (!isNigerianState(choice)) return;
    setStatus('saving');
    if (await saveLocationChoice(choice)) {
      window.location.reload();
    } else {
      setStatus('failed');
    }
  }

  return (
    <dialog
      ref={dialogRef}
      className={styles.dialog}
      aria-labelledby={titleId}
      aria-describedby={questionId}
      aria-modal="true"
      onCancel={(event) => {
        if (!onClose) event.preventDefault();
      }}
      onClose={() => {
        // Browsers may close a modal on a second Escape even when its cancel is refused.
        if (onClose) onClose();
        else dialogRef.current?.showModal();
      }}
    >
      <form className={styles.form} onSubmit={onSubmit}>
        <div className={styles.head}>
          <div>
            <h2 id={titleId} className={styles.title}>
              Welcome to {siteName}
            </h2>
            <p id={questionId} className={styles.question}>
              Where are you shopping from?
            </p>
          </div>
          {onClose ? (
            <button
              type="button"
              className={styles.close}
              aria-label="Close"
              onClick={() => onClose()}
            >
              <CloseIcon width={20} height={20} />
            </button>
          ) : null}
        </div>
        <div className={styles.body}>
          <div className={styles.options} role="radiogroup" aria-labelledby={questionId}>
            {NIGERIAN_STATES.map((state) => (
              <label key={state} className={styles.option}>
                <input
                  type="radio"
                  name="location"
                  value={state}
                  required
                  defaultChecked={state === current}
                  data-autofocus={state === current ? '' : undefined}
                  className={styles.radio}
                />
                <span>{state}</span>
              </label>
            ))}
          </div>
        </div>
        <div className={styles.foot}>
          {status === 'failed' ? (
            <p className={styles.error} role="alert">
              Your location could not be saved. Please try again.
            </p>
          ) : null}
          <button type="submit" className={styles.confirm} disabled={status === 'saving'}>
            {status === 'saving' ? 'Saving...' : 'Confirm location'}
          </button>
        </div>
      </form>
    </dialog>
  );
}

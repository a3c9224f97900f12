'use client';

import type { ReactNode } from 'react';
import styles from './Notice.module.scss';

/**
 * The spec's error notice (dismissible, announced at once) and success notice (announced
 * politely). Render it only while there is something to say.
 */
export function Notice({
  tone,
  children,
  onClose,
}: {
  tone: 'error' | 'success';
  children: ReactNode;
  onClose?: () => void;
}) {
  return (
    <div
      className={`${styles.notice} ${tone === 'error' ? styles.error : styles.success}`}
      role={tone === 'error' ? 'alert' : 'status'}
    >
      <span className={styles.icon} aria-hidden="true">
        {tone === 'error' ? '!' : '✓'}
      </span>
      <p className={styles.text}>{children}</p>
      {onClose ? (
        <button type="button" className={styles.close} onClick={onClose} aria-label="Dismiss">
          ×
        </button>
      ) : null}
    </div>
  );
}

/** A form's failure message above its fields while there is one; dismissing it clears it. */
export function ErrorNotice({ message, onClose }: { message: string | null; onClose: () => void }) {
  return message ? (
    <Notice tone="error" onClose={onClose}>
      {message}
    </Notice>
  ) : null;
}

'use client';

import { useEffect, useId, useRef, type ReactNode } from 'react';
import styles from './Modal.module.scss';

/**
 * A modal dialog on the native <dialog>: the browser keeps focus inside, Escape closes it and the
 * page behind is inert. Its content mounts only while open, so forms start empty each time.
 */
export function Modal({
  open,
  onClose,
  title,
  children,
}: {
  open: boolean;
  onClose: () => void;
  title: string;
  children: ReactNode;
}) {
  const dialog = useRef<HTMLDialogElement>(null);
  const titleId = useId();

  // Whether the parent still wants it open: a close it asked for is not reported back to it.
  const wanted = useRef(open);

  useEffect(() => {
    wanted.current = open;
    const element = dialog.current;
    if (!element) return;
    if (open && !element.open) element.showModal();
    if (!open && element.open) element.close();
  }, [open]);

  return (
    <dialog
      ref={dialog}
      className={styles.dialog}
      aria-labelledby={titleId}
      onClose={() => {
        if (wanted.current) onClose();
      }}
      onClick={(event) => {
        // A click on the backdrop (the dialog box itself, outside the panel) closes it.
        if (event.target === event.currentTarget) onClose();
      }}
    >
      {open ? (
        <div className={styles.panel}>
          <div className={styles.header}>
            <h2 id={titleId} className={styles.title}>
              {title}
            </h2>
            <button type="button" className={styles.close} onClick={onClose} aria-label="Close">
              ×
            </button>
          </div>
          <div className={styles.body}>{children}</div>
        </div>
      ) : null}
    </dialog>
  );
}

'use client';

import { useEffect, useId, useRef, type MouseEvent, type ReactNode } from 'react';
import styles from './Sheet.module.scss';

/**
 * A bottom sheet for small screens: a native modal <dialog> (focus kept inside, Escape closes,
 * the page behind is inert). It closes itself when a link inside it is followed or a form inside
 * it is submitted, so choosing a category or a sort closes it at once.
 */
export function Sheet({
  title,
  onClose,
  children,
}: {
  title: string;
  onClose: () => void;
  children: ReactNode;
}) {
  const dialog = useRef<HTMLDialogElement>(null);
  const titleId = useId();

  useEffect(() => {
    const element = dialog.current;
    if (element && !element.open) element.showModal();
    return () => element?.close();
  }, []);

  const handleClick = (event: MouseEvent<HTMLDialogElement>) => {
    const target = event.target as Element;
    // A click on the backdrop lands on the dialog itself, outside its panel.
    if (target === event.currentTarget || target.closest('a[href]')) onClose();
  };

  return (
    <dialog
      ref={dialog}
      className={styles.sheet}
      aria-labelledby={titleId}
      onClose={onClose}
      onClick={handleClick}
      onSubmit={onClose}
    >
      <div className={styles.panel}>
        <div className={styles.header}>
          <h2 id={titleId} className={styles.title}>
            {title}
          </h2>
          <button type="button" className={styles.close} onClick={onClose} aria-label="Close">
            <span aria-hidden="true">×</span>
          </button>
        </div>
        <div className={styles.content}>{children}</div>
      </div>
    </dialog>
  );
}

'use client';

import { ArrowLeftIcon } from './icons';
import { SearchBox } from './SearchBox';
import { useModalDialog } from './useModalDialog';
import styles from './SearchOverlay.module.scss';

interface SearchOverlayDialogProps {
  open: boolean;
  onClose: () => void;
}

/** The full-screen search of the phone header, loaded on its first opening (see SearchOverlay). */
export function SearchOverlayDialog({ open, onClose }: SearchOverlayDialogProps) {
  const dialogRef = useModalDialog(open);

  return (
    <dialog
      ref={dialogRef}
      className={styles.dialog}
      aria-label="Search products and stores"
      onClose={onClose}
    >
      {open ? (
        <div className={styles.panel}>
          <button
            type="button"
            className={styles.close}
            aria-label="Close search"
            onClick={onClose}
          >
            <ArrowLeftIcon />
          </button>
          <div className={styles.box}>
            <SearchBox variant="overlay" onNavigate={onClose} />
          </div>
        </div>
      ) : null}
    </dialog>
  );
}

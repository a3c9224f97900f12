'use client';

import { useState } from 'react';
import { ArrowLeftIcon, SearchIcon } from './icons';
import { SearchBox } from './SearchBox';
import { useModalDialog } from './useModalDialog';
import styles from './SearchOverlay.module.scss';

/** The phone header's search: a button that opens the search box full screen. */
export function SearchOverlay() {
  const [open, setOpen] = useState(false);
  const dialogRef = useModalDialog(open);

  return (
    <>
      <button
        type="button"
        className={styles.trigger}
        aria-label="Search"
        aria-haspopup="dialog"
        onClick={() => setOpen(true)}
      >
        <SearchIcon />
      </button>
      <dialog
        ref={dialogRef}
        className={styles.dialog}
        aria-label="Search products and stores"
        onClose={() => setOpen(false)}
      >
        {open ? (
          <div className={styles.panel}>
            <button
              type="button"
              className={styles.close}
              aria-label="Close search"
              onClick={() => setOpen(false)}
            >
              <ArrowLeftIcon />
            </button>
            <div className={styles.box}>
              <SearchBox variant="overlay" onNavigate={() => setOpen(false)} />
            </div>
          </div>
        ) : null}
      </dialog>
    </>
  );
}

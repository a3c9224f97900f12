'use client';

import dynamic from 'next/dynamic';
import { useState } from 'react';
import { SearchIcon } from './icons';
import styles from './SearchOverlay.module.scss';

const loadSearchOverlayDialog = () => import('./SearchOverlayDialog');

// The full-screen dialog loads on the first tap, not with every page (first-load JS budget).
const SearchOverlayDialog = dynamic(
  () => loadSearchOverlayDialog().then((module) => module.SearchOverlayDialog),
  { ssr: false },
);

/** The phone header's search: a button that opens the search box full screen. */
export function SearchOverlay() {
  const [open, setOpen] = useState(false);
  const [wanted, setWanted] = useState(false);

  return (
    <>
      <button
        type="button"
        className={styles.trigger}
        aria-label="Search"
        aria-haspopup="dialog"
        // A head start on the dialog's code: the press comes a moment before the click.
        onPointerDown={() => void loadSearchOverlayDialog()}
        onClick={() => {
          setWanted(true);
          setOpen(true);
        }}
      >
        <SearchIcon />
      </button>
      {wanted ? <SearchOverlayDialog open={open} onClose={() => setOpen(false)} /> : null}
    </>
  );
}

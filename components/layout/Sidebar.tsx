'use client';

import dynamic from 'next/dynamic';
import { useState } from 'react';
import { MenuIcon } from './icons';
import styles from './Sidebar.module.scss';

const loadSidebarDialog = () => import('./SidebarDialog');

// The dialog, its links and the session hook behind its title load on the first tap, not with
// every page: most visits never open the menu (first-load JS budget, issue 3).
const SidebarDialog = dynamic(() => loadSidebarDialog().then((module) => module.SidebarDialog), {
  ssr: false,
});

/**
 * The phone header's menu: a hamburger opening the sidebar dialog. Once loaded the dialog stays
 * mounted, so later opens are immediate.
 */
export function Sidebar({
  siteName,
  vendorSignupUrl,
}: {
  siteName: string;
  vendorSignupUrl: string;
}) {
  const [open, setOpen] = useState(false);
  const [wanted, setWanted] = useState(false);

  return (
    <>
      <button
        type="button"
        className={styles.trigger}
        aria-label="Open menu"
        aria-haspopup="dialog"
        aria-expanded={open}
        // A head start on the dialog's code: the press comes a moment before the click.
        onPointerDown={() => void loadSidebarDialog()}
        onClick={() => {
          setWanted(true);
          setOpen(true);
        }}
      >
        <MenuIcon />
      </button>
      {wanted ? (
        <SidebarDialog
          open={open}
          onClose={() => setOpen(false)}
          siteName={siteName}
          vendorSignupUrl={vendorSignupUrl}
        />
      ) : null}
    </>
  );
}

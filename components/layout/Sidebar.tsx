'use client';

import Link from 'next/link';
import { useId, useState } from 'react';
import { greeting } from '@/lib/session-summary';
import { SIDEBAR_ACCOUNT_LINKS } from './account-links';
import { CloseIcon, MenuIcon } from './icons';
import { logout } from './logout';
import { useSessionSummary } from './useSessionSummary';
import { useModalDialog } from './useModalDialog';
import styles from './Sidebar.module.scss';

/**
 * The phone header's menu: a hamburger opening a sidebar dialog (focus kept inside, Escape or a tap
 * outside closes it). Signed out: Login/Signup; signed in: the account pages and Logout; Support
 * and Become a Vendor for everyone.
 */
export function Sidebar({
  siteName,
  vendorSignupUrl,
}: {
  siteName: string;
  vendorSignupUrl: string;
}) {
  const [open, setOpen] = useState(false);
  const dialogRef = useModalDialog(open);
  const titleId = useId();
  const { summary } = useSessionSummary();
  const close = () => setOpen(false);

  return (
    <>
      <button
        type="button"
        className={styles.trigger}
        aria-label="Open menu"
        aria-haspopup="dialog"
        aria-expanded={open}
        onClick={() => setOpen(true)}
      >
        <MenuIcon />
      </button>
      <dialog
        ref={dialogRef}
        className={styles.dialog}
        aria-labelledby={titleId}
        onClose={close}
        onClick={(event) => {
          // A tap on the backdrop lands on the dialog itself, outside its panel.
          if (event.target === event.currentTarget) close();
        }}
      >
        <nav className={styles.panel} aria-labelledby={titleId}>
          <div className={styles.head}>
            <p id={titleId} className={styles.title}>
              {summary.customer ? greeting(summary.customer.firstName) : siteName}
            </p>
            <button type="button" className={styles.close} aria-label="Close menu" onClick={close}>
              <CloseIcon />
            </button>
          </div>
          <ul className={styles.list} role="list">
            {summary.customer ? (
              SIDEBAR_ACCOUNT_LINKS.map(({ href, label }) => (
                <li key={href}>
                  <Link href={href} className={styles.item} prefetch={false} onClick={close}>
                    {label}
                  </Link>
                </li>
              ))
            ) : (
              <li>
                <Link href="/login" className={styles.item} prefetch={false} onClick={close}>
                  Login/Signup
                </Link>
              </li>
            )}
            <li>
              <Link href="/shop" className={styles.item} onClick={close}>
                Shop
              </Link>
            </li>
            <li>
              <Link href="/support" className={styles.item} prefetch={false} onClick={close}>
                Support
              </Link>
            </li>
            <li>
              <a href={vendorSignupUrl} className={styles.item} target="_blank" rel="noopener">
                Become a Vendor
              </a>
            </li>
            {summary.customer ? (
              <li className={styles.separated}>
                <button type="button" className={styles.item} onClick={() => logout()}>
                  Logout
                </button>
              </li>
            ) : null}
          </ul>
        </nav>
      </dialog>
    </>
  );
}

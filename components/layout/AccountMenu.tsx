'use client';

import { Link } from '@/components/layout/Link';
import { useEffect, useId, useRef, useState } from 'react';
import { greeting } from '@/lib/shared/session-summary';
import { ACCOUNT_MENU_LINKS } from './account-links';
import { ChevronDownIcon, UserIcon } from './icons';
import { logout } from './logout';
import { useSessionSummary } from '@/lib/browser/useSessionSummary';
import styles from './AccountMenu.module.scss';

/**
 * The header's account corner: "Login/ Signup", or "Hi, {firstName}" opening the account menu
 * (a disclosure: the button toggles a list of links; Escape or a click elsewhere closes it).
 */
export function AccountMenu() {
  const { summary, loaded } = useSessionSummary();
  const [open, setOpen] = useState(false);
  const menuId = useId();
  const rootRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (!open) return;
    const closeOutside = (event: PointerEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', closeOutside);
    return () => document.removeEventListener('pointerdown', closeOutside);
  }, [open]);

  // Until the session is known the corner keeps its size and shows nothing.
  if (!loaded) return <span className={styles.pending} aria-hidden="true" />;

  if (!summary.customer) {
    return (
      <Link href="/login" className={styles.trigger} prefetch={false}>
        <UserIcon width={22} height={22} />
        <span className={styles.text}>Login/ Signup</span>
      </Link>
    );
  }

  return (
    <div
      ref={rootRef}
      className={styles.root}
      onKeyDown={(event) => {
        if (event.key === 'Escape' && open) {
          setOpen(false);
          rootRef.current?.querySelector('button')?.focus();
        }
      }}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget)) setOpen(false);
      }}
    >
      <button
        type="button"
        className={styles.trigger}
        aria-expanded={open}
        aria-controls={menuId}
        onClick={() => setOpen((wasOpen) => !wasOpen)}
      >
        <UserIcon width={22} height={22} />
        <span className={styles.text}>{greeting(summary.customer.firstName)}</span>
        <ChevronDownIcon width={16} height={16} className={styles.chevron} />
      </button>
      <ul id={menuId} className={styles.menu} hidden={!open} role="list">
        {ACCOUNT_MENU_LINKS.map(({ href, label }) => (
          <li key={href}>
            <Link
              href={href}
              className={styles.item}
              prefetch={false}
              onClick={() => setOpen(false)}
            >
              {label}
            </Link>
          </li>
        ))}
        <li className={styles.separated}>
          <button type="button" className={styles.item} onClick={() => logout()}>
            Logout
          </button>
        </li>
      </ul>
    </div>
  );
}

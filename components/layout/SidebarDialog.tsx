'use client';

import { Link } from '@/components/layout/Link';
import { useId } from 'react';
import { useCategoryLinks } from '@/lib/browser/useCategoryLinks';
import { greeting } from '@/lib/shared/session-summary';
import { SIDEBAR_ACCOUNT_LINKS } from './account-links';
import { CloseIcon } from './icons';
import { logout } from './logout';
import { useSessionSummary } from '@/lib/browser/useSessionSummary';
import { useModalDialog } from './useModalDialog';
import styles from './Sidebar.module.scss';

interface SidebarDialogProps {
  open: boolean;
  onClose: () => void;
  siteName: string;
  vendorSignupUrl: string;
}

/**
 * The sidebar itself (focus kept inside, Escape or a tap outside closes it). Signed out:
 * Login/Signup; signed in: the account pages and Logout; Support and Become a Vendor for everyone.
 * Loaded on the first tap of the hamburger, not with every page (see Sidebar).
 */
export function SidebarDialog({ open, onClose, siteName, vendorSignupUrl }: SidebarDialogProps) {
  const categoriesId = useId();
  // The shop's categories with products (issue 30), asked for when the menu first opens.
  const categories = useCategoryLinks();
  const dialogRef = useModalDialog(open);
  const titleId = useId();
  const { summary } = useSessionSummary();

  return (
    <dialog
      ref={dialogRef}
      className={styles.dialog}
      aria-labelledby={titleId}
      onClose={onClose}
      onClick={(event) => {
        // A tap on the backdrop lands on the dialog itself, outside its panel.
        if (event.target === event.currentTarget) onClose();
      }}
    >
      <nav className={styles.panel} aria-labelledby={titleId}>
        <div className={styles.head}>
          <p id={titleId} className={styles.title}>
            {summary.customer ? greeting(summary.customer.firstName) : siteName}
          </p>
          <button type="button" className={styles.close} aria-label="Close menu" onClick={onClose}>
            <CloseIcon />
          </button>
        </div>
        <ul className={styles.list} role="list">
          {summary.customer ? (
            SIDEBAR_ACCOUNT_LINKS.map(({ href, label }) => (
              <li key={href}>
                <Link href={href} className={styles.item} prefetch={false} onClick={onClose}>
                  {label}
                </Link>
              </li>
            ))
          ) : (
            <li>
              <Link href="/login" className={styles.item} prefetch={false} onClick={onClose}>
                Login/Signup
              </Link>
            </li>
          )}
          <li>
            <Link href="/shop" className={styles.item} onClick={onClose}>
              Shop
            </Link>
          </li>
          <li>
            <Link href="/support" className={styles.item} prefetch={false} onClick={onClose}>
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
        {categories.length > 0 && (
          <>
            <p id={categoriesId} className={styles.sectionTitle}>
              Categories
            </p>
            <ul className={styles.list} role="list" aria-labelledby={categoriesId}>
              {categories.map((category) => (
                <li key={category.title}>
                  <Link
                    href={category.href}
                    className={styles.item}
                    prefetch={false}
                    onClick={onClose}
                  >
                    {category.title}
                  </Link>
                </li>
              ))}
            </ul>
          </>
        )}
      </nav>
    </dialog>
  );
}

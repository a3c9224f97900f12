'use client';

import { Link } from '@/components/layout/Link';
import { usePathname } from 'next/navigation';
import styles from './AccountMenu.module.scss';

export const ACCOUNT_LINKS = [
  { href: '/orders', label: 'Orders', icon: 'M4 7h16l-1.5 12h-13L4 7Zm4 0a4 4 0 0 1 8 0' },
  {
    href: '/saved-items',
    label: 'Saved Items',
    icon: 'M12 20s-7-4.4-7-10a4 4 0 0 1 7-2.6A4 4 0 0 1 19 10c0 5.6-7 10-7 10Z',
  },
  {
    href: '/manage-account',
    label: 'Manage Account',
    icon: 'M12 12a4 4 0 1 0 0-8 4 4 0 0 0 0 8Zm-7 8a7 7 0 0 1 14 0',
  },
  {
    href: '/become-supplier',
    label: 'Become a Supplier',
    icon: 'M3 10 12 4l9 6v10H3V10Zm6 10v-6h6v6',
  },
  {
    href: '/support',
    label: 'Support',
    icon: 'M12 21a9 9 0 1 0 0-18 9 9 0 0 0 0 18Zm-2.5-12a2.5 2.5 0 1 1 3.5 2.3c-.6.3-1 .9-1 1.6V14m0 3h.01',
  },
] as const;

/** The account sub-layout's side menu (large screens): the current page is marked. */
export function AccountMenu() {
  // Null only on a Pages Router page (the Lite pages, decision 047), which never draws this menu.
  const pathname = usePathname() ?? '';
  return (
    <nav className={styles.menu} aria-label="My account">
      <p className={styles.heading}>My Account</p>
      <ul role="list" className={styles.list}>
        {ACCOUNT_LINKS.map(({ href, label, icon }) => {
          const current = pathname === href || pathname.startsWith(`${href}/`);
          return (
            <li key={href}>
              <Link
                href={href}
                className={`${styles.link} ${current ? styles.current : ''}`}
                aria-current={current ? 'page' : undefined}
              >
                <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true">
                  <path
                    d={icon}
                    fill="none"
                    stroke="currentColor"
                    strokeWidth="1.8"
                    strokeLinecap="round"
                    strokeLinejoin="round"
                  />
                </svg>
                {label}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}

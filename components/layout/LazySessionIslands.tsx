'use client';

import dynamic from 'next/dynamic';
import styles from './AccountMenu.module.scss';

const loadSessionIslands = () => import('./session-islands');

/*
 * The greeting and the cart count depend on the shopper, so the server renders neither (pages stay
 * cacheable) and both wait for the session request anyway. Their code, with SWR, therefore loads
 * right after the page rather than with it (first-load JS budget, issue 3,
 * docs/decisions/014-speed-budget.md). Until then the account corner keeps its size.
 */
export const LazyAccountMenu = dynamic(
  () => loadSessionIslands().then((module) => module.AccountMenu),
  { ssr: false, loading: () => <span className={styles.pending} aria-hidden="true" /> },
);

export const LazyCartBadge = dynamic(
  () => loadSessionIslands().then((module) => module.CartBadge),
  { ssr: false },
);

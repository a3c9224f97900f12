'use client';

import { useModuleAfterHydration } from '@/lib/browser/useModuleAfterHydration';
import styles from './AccountMenu.module.scss';

type SessionIslands = typeof import('./session-islands');

// The greeting and the cart count depend on the shopper, so the server renders neither (pages stay
// cacheable) and both wait for the session request anyway. Their code, with SWR, therefore loads
// right after the page rather than with it (first-load JS budget, issue 3,
// bench/NOTES.md).
let loading: Promise<SessionIslands> | undefined;
const loadSessionIslands = () => (loading ??= import('./session-islands'));

/** Until its code arrives the account corner keeps its size and shows nothing, as AccountMenu does. */
export function LazyAccountMenu() {
  const islands = useModuleAfterHydration(loadSessionIslands);
  return islands ? <islands.AccountMenu /> : <span className={styles.pending} aria-hidden="true" />;
}

export function LazyCartBadge() {
  const islands = useModuleAfterHydration(loadSessionIslands);
  return islands ? <islands.CartBadge /> : null;
}

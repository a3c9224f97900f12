'use client';

import { useRouter } from 'next/navigation';
import {
  createContext,
  useCallback,
  useContext,
  useMemo,
  useTransition,
  type ReactNode,
} from 'react';
import { useMinimumDuration } from './useMinimumDuration';

/** A skeleton that appears stays at least this long (spec section 9: "about 500 ms"). */
export const MINIMUM_SKELETON_MS = 500;

interface ListNavigation {
  /** Goes to another state of the list (a filter, sort or page) as a router navigation. */
  navigate: (href: string) => void;
  /** True while the next state is on its way, and for at least MINIMUM_SKELETON_MS once shown. */
  loading: boolean;
}

const ListNavigationContext = createContext<ListNavigation | null>(null);

/**
 * Every filter, sort and page change of one list goes through here: a router navigation inside a
 * transition, so the server renders the new list while the current page stays on screen, the
 * URL changes (the back button works) and the grid shows its skeleton meanwhile.
 */
export function ListNavigationProvider({ children }: { children: ReactNode }) {
  const router = useRouter();
  const [pending, startTransition] = useTransition();
  const loading = useMinimumDuration(pending, MINIMUM_SKELETON_MS);
  const navigate = useCallback(
    (href: string) => startTransition(() => router.push(href)),
    [router],
  );
  const value = useMemo(() => ({ navigate, loading }), [navigate, loading]);
  return <ListNavigationContext.Provider value={value}>{children}</ListNavigationContext.Provider>;
}

/** Outside a provider links simply load the next page. */
const WITHOUT_PROVIDER: ListNavigation = {
  navigate: (href) => window.location.assign(href),
  loading: false,
};

export function useListNavigation(): ListNavigation {
  return useContext(ListNavigationContext) ?? WITHOUT_PROVIDER;
}

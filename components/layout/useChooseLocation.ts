'use client';

import { useRouter } from 'next/navigation';
import { useCallback, useTransition } from 'react';
import type { LocationChoice } from '@/lib/shared/location';
import { saveLocationChoice } from './location-api';
import { locationChosen } from './location-state';

/**
 * Saves a location choice and brings the page up to date in place: the BFF sets the cookie, the
 * browser's own parts follow at once (locationChosen), and router.refresh() asks the server for
 * the current page again, which the middleware now answers for the new location. The old page
 * stays on screen until the new one is ready, where a reload blanked it for seconds on a slow
 * phone; `refreshing` is true meanwhile. Resolves false when the choice could not be saved.
 */
export function useChooseLocation(): {
  choose: (choice: LocationChoice) => Promise<boolean>;
  refreshing: boolean;
} {
  const router = useRouter();
  const [refreshing, startTransition] = useTransition();
  const choose = useCallback(
    async (choice: LocationChoice) => {
      if (!(await saveLocationChoice(choice))) return false;
      locationChosen(choice);
      startTransition(() => router.refresh());
      return true;
    },
    [router],
  );
  return { choose, refreshing };
}

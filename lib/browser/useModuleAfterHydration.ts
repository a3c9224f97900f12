'use client';

import { useEffect, useState } from 'react';

/**
 * A module imported right after hydration instead of with the page, for code no first paint needs
 * (first-load JS budget, bench/NOTES.md). A plain import in an effect rather
 * than next/dynamic with `ssr: false`, whose server-side bail-out leaves a client-rendered Suspense
 * boundary in the HTML. Undefined until it has loaded, and for good if it cannot be (the connection
 * dropped): callers render their placeholder meanwhile. Declare `load` at module level.
 */
export function useModuleAfterHydration<T>(load: () => Promise<T>): T | undefined {
  const [loaded, setLoaded] = useState<{ module: T }>();
  useEffect(() => {
    let current = true;
    load().then(
      (module) => {
        if (current) setLoaded({ module });
      },
      () => undefined,
    );
    return () => {
      current = false;
    };
  }, [load]);
  return loaded?.module;
}

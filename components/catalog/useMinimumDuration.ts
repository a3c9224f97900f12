'use client';

import { useEffect, useState } from 'react';

/**
 * `active`, held true for at least `minimumMs` each time it turns true: a loading skeleton that
 * appears stays long enough to be read as one, instead of flashing for a few milliseconds.
 */
export function useMinimumDuration(active: boolean, minimumMs: number): boolean {
  const [wasActive, setWasActive] = useState(active);
  const [activations, setActivations] = useState(0);
  const [elapsed, setElapsed] = useState(true);

  // A new activation is noticed while rendering (React's pattern for state derived from props),
  // so the hold begins in the same render that first shows it.
  if (active !== wasActive) {
    setWasActive(active);
    if (active) {
      setActivations((count) => count + 1);
      setElapsed(false);
    }
  }

  useEffect(() => {
    if (activations === 0) return;
    const timer = setTimeout(() => setElapsed(true), minimumMs);
    return () => clearTimeout(timer);
  }, [activations, minimumMs]);

  return active || !elapsed;
}

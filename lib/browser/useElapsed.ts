'use client';

import { useEffect, useState } from 'react';

/** True once `ms` have passed since the component mounted (the empty cart's 2.5 s delay). */
export function useElapsed(ms: number): boolean {
  const [elapsed, setElapsed] = useState(false);
  useEffect(() => {
    const timer = setTimeout(() => setElapsed(true), ms);
    return () => clearTimeout(timer);
  }, [ms]);
  return elapsed;
}

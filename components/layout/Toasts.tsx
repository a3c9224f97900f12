'use client';

import { useEffect, useState } from 'react';

type Toaster = typeof import('sonner').Toaster;

/** Spec section 9: a notice stays 2.5 s, then fades. */
const TOAST_DURATION_MS = 2500;

/**
 * Where notify.success / notify.error appear: top centre, success green and error red.
 *
 * sonner (~10 KB gzipped) loads after the page is interactive instead of with it; a notice raised
 * before it arrives is shown as soon as it does (sonner replays active toasts to a new Toaster).
 * A plain import after hydration rather than next/dynamic with `ssr: false`: that one's server-side
 * bail-out leaves a client-rendered Suspense boundary in the HTML, which held the first paint
 * (docs/decisions/014-speed-budget.md).
 */
export function Toasts() {
  const [Toaster, setToaster] = useState<Toaster>();
  useEffect(() => {
    let current = true;
    void import('sonner').then((sonner) => {
      if (current) setToaster(() => sonner.Toaster);
    });
    return () => {
      current = false;
    };
  }, []);
  return Toaster ? (
    <Toaster position="top-center" duration={TOAST_DURATION_MS} richColors closeButton />
  ) : null;
}

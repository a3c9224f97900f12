'use client';

import dynamic from 'next/dynamic';

// sonner (~10 KB gzipped) loads after the page is interactive instead of with it; a notice raised
// before it arrives is shown as soon as it does (sonner replays active toasts to a new Toaster).
const Toaster = dynamic(() => import('sonner').then((sonner) => sonner.Toaster), { ssr: false });

/** Spec section 9: a notice stays 2.5 s, then fades. */
const TOAST_DURATION_MS = 2500;

/** Where notify.success / notify.error appear: top centre, success green and error red. */
export function Toasts() {
  return <Toaster position="top-center" duration={TOAST_DURATION_MS} richColors closeButton />;
}

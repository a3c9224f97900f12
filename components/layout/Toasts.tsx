'use client';

import { useModuleAfterHydration } from '@/lib/browser/useModuleAfterHydration';

/** Spec section 9: a notice stays 2.5 s, then fades. */
const TOAST_DURATION_MS = 2500;

// sonner (~10 KB gzipped) loads after the page is interactive instead of with it; a notice raised
// before it arrives is shown as soon as it does (sonner replays active toasts to a new Toaster).
const loadSonner = () => import('sonner');

/**
 * Where notify.success / notify.error appear: top centre, success green and error red. The
 * direction is given (the site is English only): left out, sonner reads it from the document's
 * computed style on every render, forcing a style recalculation while the page is still loading.
 */
export function Toasts() {
  const sonner = useModuleAfterHydration(loadSonner);
  return sonner ? (
    <sonner.Toaster
      dir="ltr"
      position="top-center"
      duration={TOAST_DURATION_MS}
      richColors
      closeButton
    />
  ) : null;
}

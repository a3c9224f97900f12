'use client';

import { useEffect, useRef } from 'react';

/**
 * Keeps a native <dialog> shown as a modal while `open` is true. showModal() makes the rest of the
 * page inert (focus stays in the dialog), gives Escape its cancel, and restores focus on close.
 * Focus goes to the element marked `data-autofocus`, if any.
 */
export function useModalDialog(open: boolean) {
  const ref = useRef<HTMLDialogElement>(null);
  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) {
      dialog.showModal();
      dialog.querySelector<HTMLElement>('[data-autofocus]')?.focus();
    } else if (!open && dialog.open) {
      dialog.close();
    }
  }, [open]);
  return ref;
}

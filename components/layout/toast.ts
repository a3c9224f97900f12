import { withOfflineNote } from '@/lib/browser/offline';

/**
 * Success and error notices, shown by the layout's <Toasts> (top centre, 2.5 s, then sonner's
 * fade). Call from client components: notify.success('Address added successfully!'). sonner is
 * imported on first use, so pages that never raise a notice do not load it up front.
 */
export const notify = {
  success(text: string): void {
    void import('sonner').then(({ toast }) => toast.success(text));
  },
  /** Offline, the text says so and that nothing was sent (lib/browser/offline.ts). */
  error(text: string): void {
    const shown = withOfflineNote(text);
    void import('sonner').then(({ toast }) => toast.error(shown));
  },
  /**
   * A success notice with one button (Clear Cart's Undo, decision 041). It stays longer than the
   * spec's 2.5 s, as a shopper needs time to read it and reach the button.
   */
  withAction(text: string, label: string, onClick: () => void, durationMs = 8_000): void {
    void import('sonner').then(({ toast }) =>
      toast.success(text, { action: { label, onClick }, duration: durationMs }),
    );
  },
  /** A success notice too long to read in 2.5 s (what signing in did with a guest cart). */
  long(text: string, durationMs = 6_000): void {
    void import('sonner').then(({ toast }) => toast.success(text, { duration: durationMs }));
  },
};

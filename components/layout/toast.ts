import { withOfflineNote } from '@/lib/offline';

/**
 * Success and error notices, shown by the layout's <Toasts> (top centre, 2.5 s, then sonner's
 * fade). Call from client components: notify.success('Address added successfully!'). sonner is
 * imported on first use, so pages that never raise a notice do not load it up front.
 */
export const notify = {
  success(text: string): void {
    void import('sonner').then(({ toast }) => toast.success(text));
  },
  /** Offline, the text says so and that nothing was sent (lib/offline.ts). */
  error(text: string): void {
    const shown = withOfflineNote(text);
    void import('sonner').then(({ toast }) => toast.error(shown));
  },
};

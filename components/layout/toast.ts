/**
 * Success and error notices, shown by the layout's <Toasts> (top centre, 2.5 s, then sonner's
 * fade). Call from client components: notify.success('Address added successfully!'). sonner is
 * imported on first use, so pages that never raise a notice do not load it up front.
 */
export const notify = {
  success(text: string): void {
    void import('sonner').then(({ toast }) => toast.success(text));
  },
  error(text: string): void {
    void import('sonner').then(({ toast }) => toast.error(text));
  },
};

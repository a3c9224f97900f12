import { toast } from 'sonner';

/**
 * Success and error notices, shown by the <Toaster> of the shared layout (top centre, 2.5 s, then
 * sonner's fade). Call from client components: notify.success('Address added successfully!').
 */
export const notify = {
  success: (text: string) => toast.success(text),
  error: (text: string) => toast.error(text),
};

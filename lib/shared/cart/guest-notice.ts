import type { CartMergeResponse } from '@/lib/contract/commerce';

const products = (n: number) => `${n} ${n === 1 ? 'product' : 'products'}`;

/**
 * What the shopper is told after signing in with a guest cart (decision 041): what landed in the
 * account's cart, what could not and why, and what was saved.
 */
export function guestMergeNotice(
  merge: Pick<CartMergeResponse, 'added' | 'skipped'> | null,
  saved: number,
  failed = false,
): string | null {
  const parts: string[] = [];
  if (merge && merge.added.length > 0) {
    parts.push(`Added ${products(merge.added.length)} from before you logged in to your cart.`);
  }
  for (const skip of merge?.skipped ?? []) parts.push(`Not added: ${skip.reason}`);
  if (saved > 0) parts.push(`Saved ${products(saved)} to your saved items.`);
  if (failed) {
    parts.push('Your cart from before you logged in could not be added yet: log in again later.');
  }
  return parts.length > 0 ? parts.join(' ') : null;
}

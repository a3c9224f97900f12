'use client';

import { useRouter } from 'next/navigation';
import { loginRedirectPath } from '@/lib/redirect';
import { BookmarkIcon } from './icons';

/**
 * SAVE PRODUCT and the bookmark toggle. The page is the same cached HTML for every shopper, so the
 * saved flag can only come from the browser; until saved items exist, saving sends the shopper to
 * log in and brings them back to `returnTo`.
 */
export function SaveProductButton({
  returnTo,
  variant,
  className,
}: {
  returnTo: string;
  variant: 'button' | 'bookmark';
  className?: string;
}) {
  const router = useRouter();
  const save = () => router.push(loginRedirectPath(returnTo));

  if (variant === 'bookmark') {
    return (
      <button
        type="button"
        className={className}
        aria-label="Bookmark product"
        aria-pressed={false}
        onClick={save}
      >
        <BookmarkIcon />
      </button>
    );
  }
  return (
    <button type="button" className={className} onClick={save}>
      SAVE PRODUCT
    </button>
  );
}

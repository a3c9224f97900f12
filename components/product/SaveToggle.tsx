'use client';

import { BookmarkIcon } from './icons';

export interface SaveProductButtonProps {
  productId: string;
  returnTo: string;
  variant: 'button' | 'bookmark';
  className?: string;
}

/**
 * SAVE PRODUCT / REMOVE PRODUCT or the bookmark, as drawn: by the cached page before the button's
 * code has loaded (not saved, no `onClick`, so disabled), and by SaveProductButtonLive after.
 */
export function SaveToggle({
  variant,
  className,
  saved,
  busy = false,
  onClick,
}: Pick<SaveProductButtonProps, 'variant' | 'className'> & {
  saved: boolean;
  busy?: boolean;
  onClick?: () => void;
}) {
  const common = {
    type: 'button' as const,
    className,
    'aria-busy': busy || undefined,
    disabled: onClick === undefined,
    onClick,
  };
  if (variant === 'bookmark') {
    return (
      <button {...common} aria-label="Bookmark product" aria-pressed={saved} data-saved={saved}>
        <BookmarkIcon filled={saved} />
      </button>
    );
  }
  return <button {...common}>{saved ? 'REMOVE PRODUCT' : 'SAVE PRODUCT'}</button>;
}

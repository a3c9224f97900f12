'use client';

import { useModuleAfterHydration } from '@/lib/browser/useModuleAfterHydration';
import { BookmarkIcon } from './icons';

export interface SaveProductButtonProps {
  productId: string;
  returnTo: string;
  variant: 'button' | 'bookmark';
  className?: string;
}

const loadButton = () => import('./SaveProductButtonLive');

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

/**
 * SAVE PRODUCT and the bookmark toggle. The cached page draws them not saved and disabled until
 * the button's code (SWR and the shopper's saved items) has loaded right after hydration, so that
 * code is not part of every product page's first load (first-load JS budget, issue 3).
 */
export function SaveProductButton(props: SaveProductButtonProps) {
  const live = useModuleAfterHydration(loadButton);
  if (live) return <live.SaveProductButtonLive {...props} />;
  return <SaveToggle variant={props.variant} className={props.className} saved={false} />;
}

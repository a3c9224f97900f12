'use client';

import { useModuleAfterHydration } from '@/lib/use-module-after-hydration';
import { BookmarkIcon } from './icons';

export interface SaveProductButtonProps {
  productId: string;
  returnTo: string;
  variant: 'button' | 'bookmark';
  className?: string;
}

const loadButton = () => import('./SaveProductButtonLive');

/**
 * SAVE PRODUCT and the bookmark toggle as the cached page draws them: not saved, and disabled until
 * the button's code (SWR and the shopper's saved items) has loaded right after hydration, so that
 * code is not part of every product page's first load (first-load JS budget, issue 3).
 */
export function SaveProductButton(props: SaveProductButtonProps) {
  const live = useModuleAfterHydration(loadButton);
  if (live) return <live.SaveProductButtonLive {...props} />;
  if (props.variant === 'bookmark') {
    return (
      <button
        type="button"
        className={props.className}
        aria-label="Bookmark product"
        aria-pressed={false}
        data-saved={false}
        disabled
      >
        <BookmarkIcon filled={false} />
      </button>
    );
  }
  return (
    <button type="button" className={props.className} disabled>
      SAVE PRODUCT
    </button>
  );
}

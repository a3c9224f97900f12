'use client';

import { useModuleAfterHydration } from '@/lib/browser/useModuleAfterHydration';
import { SaveToggle, type SaveProductButtonProps } from './SaveToggle';

const loadButton = () => import('./SaveProductButtonLive');

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

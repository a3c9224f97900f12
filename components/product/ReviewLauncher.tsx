'use client';

import { useModuleAfterHydration } from '@/lib/browser/useModuleAfterHydration';

const loadLauncher = () => import('./ReviewLauncherLive');

/**
 * The review button's place in the Reviews tab. Whether it is offered depends on who is signed in,
 * which only the browser knows, so its code (SWR, the has-purchased read, the modal) loads right
 * after hydration rather than with the cached page; nothing shows until then, as before an answer.
 */
export function ReviewLauncher({ productId }: { productId: string }) {
  const live = useModuleAfterHydration(loadLauncher);
  return live ? <live.ReviewLauncherLive productId={productId} /> : null;
}

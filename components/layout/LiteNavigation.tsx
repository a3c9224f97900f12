'use client';

import { useEffect } from 'react';
import { isLiteBrowser } from '@/lib/browser/useLiteMode';
import { litePagePath } from '@/lib/shared/page-routes';

/** Whether a click on `anchor` would be an ordinary same-tab visit to a page with a Lite copy. */
function opensLitePage(event: MouseEvent, anchor: HTMLAnchorElement): boolean {
  if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) {
    return false;
  }
  if (anchor.target && anchor.target !== '_self') return false;
  const url = new URL(anchor.href, window.location.href);
  return url.origin === window.location.origin && litePagePath(url.pathname) !== null;
}

/**
 * In Lite mode, the full pages a shopper still meets (cart, checkout, account) lead to catalog pages
 * by ordinary page loads, which the middleware answers with their Lite copies (decision 047),
 * rather than by next/link's client-side navigation, which would render the full page. The click
 * is stopped before React sees it (a capturing listener on the window), so the browser follows
 * the link itself. Outside Lite mode it listens to nothing.
 */
export function LiteNavigation() {
  useEffect(() => {
    if (!isLiteBrowser()) return;
    const onClick = (event: MouseEvent) => {
      const anchor = (event.target as Element | null)?.closest?.('a[href]');
      if (anchor instanceof HTMLAnchorElement && opensLitePage(event, anchor)) {
        event.stopPropagation();
      }
    };
    window.addEventListener('click', onClick, true);
    return () => window.removeEventListener('click', onClick, true);
  }, []);
  return null;
}

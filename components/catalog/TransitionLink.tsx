'use client';

import type { AnchorHTMLAttributes, MouseEvent } from 'react';
import { useListNavigation } from './ListNavigation';

/**
 * A real link (crawlers follow it, it works before JavaScript loads, it opens in a new tab with a
 * modifier key) whose plain click becomes a list navigation inside a transition.
 */
export function TransitionLink({
  href,
  onClick,
  ...props
}: AnchorHTMLAttributes<HTMLAnchorElement> & { href: string }) {
  const { navigate } = useListNavigation();
  const handleClick = (event: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(event);
    if (event.defaultPrevented || event.button !== 0) return;
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    navigate(href);
  };
  return <a href={href} onClick={handleClick} {...props} />;
}

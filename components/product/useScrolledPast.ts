'use client';

import { useEffect, useState, type RefObject } from 'react';

/**
 * True while `target` has scrolled out of view above the viewport, on screens that match `media`
 * (IntersectionObserver: no scroll handler runs). Never true elsewhere, nor before hydration, nor
 * while the target is still below the fold.
 */
export function useScrolledPast(target: RefObject<HTMLElement | null>, media: string): boolean {
  const [past, setPast] = useState(false);

  useEffect(() => {
    const element = target.current;
    if (!element || typeof IntersectionObserver === 'undefined') return;
    const query = window.matchMedia(media);
    let observer: IntersectionObserver | null = null;
    const watch = () => {
      observer?.disconnect();
      observer = null;
      setPast(false);
      if (!query.matches) return;
      // The viewport stretched far down: below the fold still counts as in view, so the target
      // stops intersecting only once it is gone above the top. A jump from below to above (a link
      // to the reviews, a fling) then still crosses, where a plain viewport would see no change.
      observer = new IntersectionObserver(([entry]) => setPast(!entry.isIntersecting), {
        rootMargin: '0px 0px 1000000px 0px',
      });
      observer.observe(element);
    };
    watch();
    query.addEventListener('change', watch);
    return () => {
      query.removeEventListener('change', watch);
      observer?.disconnect();
    };
  }, [target, media]);

  return past;
}

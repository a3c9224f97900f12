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
      observer = new IntersectionObserver(([entry]) => {
        // Gone above the top, not merely not reached yet.
        setPast(!entry.isIntersecting && entry.boundingClientRect.bottom <= 0);
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

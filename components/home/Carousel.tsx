'use client';

import dynamic from 'next/dynamic';
import {
  useCallback,
  useEffect,
  useRef,
  useState,
  useSyncExternalStore,
  type ReactNode,
} from 'react';
import type { EmblaApi } from './EmblaController';
import { useAutoplay } from './useAutoplay';
import styles from './Carousel.module.scss';

// Embla is fetched once the page has loaded (or the shopper reaches for the carousel first), so
// on a slow connection it does not compete with the first slide and the page's own scripts.
const EmblaController = dynamic(() => import('./EmblaController'), { ssr: false });

function subscribeToLoad(onLoad: () => void) {
  window.addEventListener('load', onLoad);
  return () => window.removeEventListener('load', onLoad);
}

/** Whether the window's load event has fired (false while rendering on the server). */
function usePageLoaded() {
  return useSyncExternalStore(
    subscribeToLoad,
    () => document.readyState === 'complete',
    () => false,
  );
}

/** Spec section 9: sliders rotate every 5000 ms. */
export const SLIDE_INTERVAL_MS = 5000;

export interface CarouselSlide {
  key: string;
  /** Read out with the slide's position, e.g. "2 of 4: Rice season deals". */
  label: string;
  /** Rendered on the server; this component only moves it. */
  content: ReactNode;
}

/**
 * The moving part of the home sliders. The server renders every slide, the first one in view, so
 * the page looks the same before and after embla takes over: no layout shift when it starts.
 */
export function Carousel({
  label,
  slides,
  variant,
  arrows = false,
}: {
  label: string;
  slides: CarouselSlide[];
  variant: 'hero' | 'phone';
  arrows?: boolean;
}) {
  const rootRef = useRef<HTMLElement>(null);
  const [viewport, setViewport] = useState<HTMLDivElement | null>(null);
  const [api, setApi] = useState<EmblaApi>();
  const [reachedFor, setReachedFor] = useState(false);
  const start = usePageLoaded() || reachedFor;
  const [selected, setSelected] = useState(0);
  useAutoplay(api, rootRef, SLIDE_INTERVAL_MS);

  // A dot or arrow pressed before embla has arrived moves the slider as soon as it has.
  const pending = useRef<((api: EmblaApi) => void) | null>(null);
  const move = useCallback(
    (action: (api: EmblaApi) => void) => {
      if (api) return action(api);
      pending.current = action;
      setReachedFor(true);
    },
    [api],
  );

  useEffect(() => {
    if (!api) return;
    const onSelect = () => setSelected(api.selectedScrollSnap());
    api.on('select', onSelect).on('reInit', onSelect);
    pending.current?.(api);
    pending.current = null;
    return () => {
      api.off('select', onSelect).off('reInit', onSelect);
    };
  }, [api]);

  const several = slides.length > 1;

  return (
    <section
      ref={rootRef}
      className={`${styles.carousel} ${styles[variant]}`}
      aria-roledescription="carousel"
      aria-label={label}
      data-ready={api ? 'true' : undefined}
      onPointerDown={() => setReachedFor(true)}
      onFocus={() => setReachedFor(true)}
    >
      {start && viewport && <EmblaController viewport={viewport} onApi={setApi} />}
      {/* Controls come before the slides, so keyboard users reach them first (WAI carousel). */}
      {several && (
        <div className={styles.controls}>
          {arrows && (
            <button
              type="button"
              className={styles.arrow}
              aria-label="Previous slide"
              onClick={() => move((embla) => embla.scrollPrev())}
            >
              <Chevron direction="left" />
            </button>
          )}
          {slides.map((slide, index) => (
            <button
              key={slide.key}
              type="button"
              className={styles.dot}
              aria-label={`Go to slide ${index + 1}`}
              aria-current={index === selected ? 'true' : undefined}
              onClick={() => move((embla) => embla.scrollTo(index))}
            />
          ))}
          {arrows && (
            <button
              type="button"
              className={styles.arrow}
              aria-label="Next slide"
              onClick={() => move((embla) => embla.scrollNext())}
            >
              <Chevron direction="right" />
            </button>
          )}
        </div>
      )}
      <div className={styles.viewport} ref={setViewport}>
        <div className={styles.track}>
          {slides.map((slide, index) => (
            <div
              key={slide.key}
              className={styles.slide}
              role="group"
              aria-roledescription="slide"
              aria-label={`${index + 1} of ${slides.length}: ${slide.label}`}
            >
              {slide.content}
            </div>
          ))}
        </div>
      </div>
    </section>
  );
}

function Chevron({ direction }: { direction: 'left' | 'right' }) {
  return (
    <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
      <path
        d={direction === 'left' ? 'M15 5l-7 7 7 7' : 'M9 5l7 7-7 7'}
        fill="none"
        stroke="currentColor"
        strokeWidth="2.5"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}

import { useEffect, type RefObject } from 'react';
import type { EmblaApi } from './EmblaController';

/**
 * Moves a carousel to its next slide every `delay` ms. Each change of slide (by the timer, an
 * arrow, a dot or a swipe) waits a full delay again. It waits while a mouse is over the carousel,
 * while keyboard focus is inside it, while a finger drags it and while the tab is hidden, and it
 * stays off for shoppers who ask their system for reduced motion.
 */
export function useAutoplay(
  api: EmblaApi | undefined,
  rootRef: RefObject<HTMLElement | null>,
  delay: number,
): void {
  useEffect(() => {
    const root = rootRef.current;
    if (!api || !root) return;
    if (window.matchMedia('(prefers-reduced-motion: reduce)').matches) return;

    let hovered = false;
    let focused = false;
    let dragging = false;
    let timer: ReturnType<typeof setTimeout> | undefined;

    const stop = () => {
      clearTimeout(timer);
      timer = undefined;
    };
    const schedule = () => {
      stop();
      if (hovered || focused || dragging || document.hidden) return;
      timer = setTimeout(() => api.scrollNext(), delay);
    };

    const onPointerEnter = (event: PointerEvent) => {
      // A tap fires pointerenter too; only a real mouse pointer hovers.
      if (event.pointerType !== 'mouse') return;
      hovered = true;
      stop();
    };
    const onPointerLeave = (event: PointerEvent) => {
      if (event.pointerType !== 'mouse') return;
      hovered = false;
      schedule();
    };
    const onFocusIn = (event: FocusEvent) => {
      // A mouse click on a dot focuses it too; only keyboard focus (focus-visible) holds the slide.
      const target = event.target;
      focused = target instanceof Element && target.matches(':focus-visible');
      if (focused) stop();
      else schedule();
    };
    const onFocusOut = (event: FocusEvent) => {
      if (event.relatedTarget instanceof Node && root.contains(event.relatedTarget)) return;
      focused = false;
      schedule();
    };
    const onPointerDown = () => {
      dragging = true;
      stop();
    };
    const onPointerUp = () => {
      dragging = false;
      schedule();
    };

    api.on('select', schedule);
    api.on('pointerDown', onPointerDown);
    api.on('pointerUp', onPointerUp);
    root.addEventListener('pointerenter', onPointerEnter);
    root.addEventListener('pointerleave', onPointerLeave);
    root.addEventListener('focusin', onFocusIn);
    root.addEventListener('focusout', onFocusOut);
    document.addEventListener('visibilitychange', schedule);
    schedule();

    return () => {
      stop();
      api.off('select', schedule);
      api.off('pointerDown', onPointerDown);
      api.off('pointerUp', onPointerUp);
      root.removeEventListener('pointerenter', onPointerEnter);
      root.removeEventListener('pointerleave', onPointerLeave);
      root.removeEventListener('focusin', onFocusIn);
      root.removeEventListener('focusout', onFocusOut);
      document.removeEventListener('visibilitychange', schedule);
    };
  }, [api, rootRef, delay]);
}

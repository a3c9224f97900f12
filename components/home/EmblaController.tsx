'use client';

import useEmblaCarousel, { type UseEmblaCarouselType } from 'embla-carousel-react';
import { useEffect } from 'react';

export type EmblaApi = NonNullable<UseEmblaCarouselType[1]>;

/**
 * Starts embla on a carousel's viewport, which the carousel has already rendered, and hands its
 * API back. A module of its own so that embla (about 8 kB gzipped) loads only when the carousel
 * asks for it, not with the page's first scripts.
 */
export default function EmblaController({
  viewport,
  onApi,
}: {
  viewport: HTMLElement;
  onApi: (api: EmblaApi | undefined) => void;
}) {
  const [emblaRef, api] = useEmblaCarousel({ loop: true, align: 'start' });

  useEffect(() => {
    emblaRef(viewport);
    return () => emblaRef(null);
  }, [emblaRef, viewport]);

  useEffect(() => {
    onApi(api);
    return () => onApi(undefined);
  }, [api, onApi]);

  return null;
}

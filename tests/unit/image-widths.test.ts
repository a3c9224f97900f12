import { getImageProps } from 'next/image';
import { CARD_IMAGE_WIDTHS, limitImageWidths } from '@/lib/shared/image-widths';

const url = (width: number) => `/_next/image?url=%2Fmedia%2Frice.png&w=${width}&q=75`;
const srcSetOf = (widths: number[]) => widths.map((width) => `${url(width)} ${width}w`).join(', ');

describe('limitImageWidths', () => {
  it('drops the widths above the cap and falls back to the widest kept', () => {
    const image = {
      src: url(1920),
      srcSet: srcSetOf([128, 384, 640, 750, 828, 1920]),
      alt: 'Rice',
    };
    expect(limitImageWidths(image, { max: 750 })).toEqual({
      src: url(750),
      srcSet: srcSetOf([128, 384, 640, 750]),
      alt: 'Rice',
    });
  });

  it('drops the widths below a minimum too', () => {
    const image = { src: url(1920), srcSet: srcSetOf([96, 384, 750, 1200, 1920]) };
    expect(limitImageWidths(image, { min: 384, max: 1200 })).toEqual({
      src: url(1200),
      srcSet: srcSetOf([384, 750, 1200]),
    });
  });

  it('leaves density descriptors, a missing srcset and a cap below every width alone', () => {
    const density = { src: url(828), srcSet: `${url(384)} 1x, ${url(828)} 2x` };
    expect(limitImageWidths(density, { max: 750 })).toBe(density);
    const plain = { src: url(640) };
    expect(limitImageWidths(plain, { max: 750 })).toBe(plain);
    const wide = { src: url(1920), srcSet: srcSetOf([828, 1920]) };
    expect(limitImageWidths(wide, { max: 750 })).toBe(wide);
  });

  it('caps what next/image makes for a card', () => {
    const { props } = getImageProps({
      src: '/media/rice.png',
      alt: 'Rice',
      width: 400,
      height: 400,
      sizes: '(min-width: 1024px) 18vw, 48vw',
    });
    const widths = (srcSet?: string) =>
      (srcSet ?? '').split(', ').map((candidate) => Number.parseInt(candidate.split(' ')[1], 10));
    expect(Math.max(...widths(props.srcSet))).toBeGreaterThan(CARD_IMAGE_WIDTHS.max);
    expect(Math.min(...widths(props.srcSet))).toBeLessThan(CARD_IMAGE_WIDTHS.min);
    const capped = limitImageWidths(props, CARD_IMAGE_WIDTHS);
    expect(Math.max(...widths(capped.srcSet))).toBeLessThanOrEqual(CARD_IMAGE_WIDTHS.max);
    expect(Math.min(...widths(capped.srcSet))).toBeGreaterThanOrEqual(CARD_IMAGE_WIDTHS.min);
    expect(widths(capped.srcSet)).toEqual(
      widths(props.srcSet).filter(
        (width) => width >= CARD_IMAGE_WIDTHS.min && width <= CARD_IMAGE_WIDTHS.max,
      ),
    );
    expect(capped.src).toContain(`w=${Math.max(...widths(capped.srcSet))}&`);
  });
});

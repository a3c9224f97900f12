import { CatalogMessage } from '@/components/catalog/CatalogMessage';
import type { Banner } from '@/lib/shared/home/banners';
import { BannerAnchor } from './BannerAnchor';
import { BannerImage } from './BannerImage';
import { Carousel } from './Carousel';
import styles from './MobileSlider.module.scss';
import { heroSlideImage, phoneSlideImage } from './slide-images';

/**
 * The phone slider (below 768 px): 200 px tall, dots, a tap opens the slide's link in a new tab.
 * `desktopFirst`, the hero's first slide, is what its first image gives way to on wider screens.
 */
export function MobileSlider({
  slides,
  desktopFirst,
}: {
  slides: Banner[];
  desktopFirst?: Banner;
}) {
  return (
    <div className={styles.phone} data-testid="mobile-slider">
      {slides.length === 0 ? (
        <CatalogMessage>No mobile sliders available</CatalogMessage>
      ) : (
        <Carousel
          label="Featured offers"
          variant="phone"
          slides={slides.map((slide, index) => {
            const { media, ...attributes } = phoneSlideImage(slide);
            const lcp = {
              shownOn: media,
              otherSlider: desktopFirst && heroSlideImage(desktopFirst),
            };
            const image = (
              <BannerImage
                {...attributes}
                alt={slide.title}
                className={styles.image}
                lcp={index === 0 ? lcp : undefined}
              />
            );
            return {
              key: slide.id,
              label: slide.title,
              content: slide.link ? (
                <BannerAnchor link={slide.link} newTab label={slide.title} className={styles.slide}>
                  {image}
                </BannerAnchor>
              ) : (
                <div className={styles.slide}>{image}</div>
              ),
            };
          })}
        />
      )}
    </div>
  );
}

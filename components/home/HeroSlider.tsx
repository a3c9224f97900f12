import { CatalogMessage } from '@/components/catalog/CatalogMessage';
import type { Banner } from '@/lib/shared/home/banners';
import { BannerAnchor } from './BannerAnchor';
import { BannerImage } from './BannerImage';
import { Carousel } from './Carousel';
import styles from './HeroSlider.module.scss';
import { heroSlideImage, phoneSlideImage } from './slide-images';

/**
 * The desktop hero slider (from 768 px): 3:1 slides with arrows, dots and a Learn More link.
 * `phoneFirst`, the phone slider's first slide, is what its first image gives way to on phones.
 */
export function HeroSlider({ slides, phoneFirst }: { slides: Banner[]; phoneFirst?: Banner }) {
  return (
    <div className={styles.hero} data-testid="hero-slider">
      {slides.length === 0 ? (
        <CatalogMessage>No sliders available</CatalogMessage>
      ) : (
        <Carousel
          label="Featured offers"
          variant="hero"
          arrows
          slides={slides.map((slide, index) => {
            const { media, ...image } = heroSlideImage(slide);
            const lcp = {
              shownOn: media,
              otherSlider: phoneFirst && phoneSlideImage(phoneFirst),
            };
            return {
              key: slide.id,
              label: slide.title,
              content: (
                <div className={styles.slide}>
                  <BannerImage
                    {...image}
                    alt={slide.title}
                    className={styles.image}
                    lcp={index === 0 ? lcp : undefined}
                  />
                  {slide.link && (
                    <BannerAnchor link={slide.link} className={styles.learnMore}>
                      Learn More<span className="visually-hidden">: {slide.title}</span>
                    </BannerAnchor>
                  )}
                </div>
              ),
            };
          })}
        />
      )}
    </div>
  );
}

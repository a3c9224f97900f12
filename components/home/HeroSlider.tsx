import { CatalogMessage } from '@/components/catalog/CatalogMessage';
import type { Banner } from '@/lib/home/banners';
import { BannerAnchor } from './BannerAnchor';
import { BannerImage } from './BannerImage';
import { DESKTOP_SLIDER_MEDIA, PHONE_SLIDER_MEDIA } from './breakpoints';
import { Carousel } from './Carousel';
import styles from './HeroSlider.module.scss';

// The content column is at most 1200 px minus 2 x 16 px of padding.
const HERO_SIZES = '(min-width: 1200px) 1168px, calc(100vw - 32px)';
// Shown from 768 px, so at least 736 CSS px wide.
const HERO_WIDTHS = { min: 750 };

/** The desktop hero slider (from 768 px): 3:1 slides with arrows, dots and a Learn More link. */
export function HeroSlider({ slides }: { slides: Banner[] }) {
  return (
    <div className={styles.hero} data-testid="hero-slider">
      {slides.length === 0 ? (
        <CatalogMessage>No sliders available</CatalogMessage>
      ) : (
        <Carousel
          label="Featured offers"
          variant="hero"
          arrows
          slides={slides.map((slide, index) => ({
            key: slide.id,
            label: slide.title,
            content: (
              <div className={styles.slide}>
                <BannerImage
                  src={slide.image}
                  alt={slide.title}
                  width={1200}
                  height={400}
                  sizes={HERO_SIZES}
                  widths={HERO_WIDTHS}
                  className={styles.image}
                  lcp={
                    index === 0
                      ? { shownOn: DESKTOP_SLIDER_MEDIA, hiddenOn: PHONE_SLIDER_MEDIA }
                      : undefined
                  }
                />
                {slide.link && (
                  <BannerAnchor link={slide.link} className={styles.learnMore}>
                    Learn More<span className="visually-hidden">: {slide.title}</span>
                  </BannerAnchor>
                )}
              </div>
            ),
          }))}
        />
      )}
    </div>
  );
}

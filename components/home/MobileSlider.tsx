import { CatalogMessage } from '@/components/catalog/CatalogMessage';
import type { Banner } from '@/lib/home/banners';
import { BannerAnchor } from './BannerAnchor';
import { BannerImage } from './BannerImage';
import { DESKTOP_SLIDER_MEDIA, PHONE_SLIDER_MEDIA } from './breakpoints';
import { Carousel } from './Carousel';
import styles from './MobileSlider.module.scss';

// A slide is the full width of the phone, at most 400 px.
const PHONE_SIZES = '(min-width: 400px) 400px, 100vw';
// 320 to 400 CSS px wide, at 1x to 3x.
const PHONE_WIDTHS = { min: 320, max: 1200 };

/** The phone slider (below 768 px): 200 px tall, dots, a tap opens the slide's link in a new tab. */
export function MobileSlider({ slides }: { slides: Banner[] }) {
  return (
    <div className={styles.phone} data-testid="mobile-slider">
      {slides.length === 0 ? (
        <CatalogMessage>No mobile sliders available</CatalogMessage>
      ) : (
        <Carousel
          label="Featured offers"
          variant="phone"
          slides={slides.map((slide, index) => {
            const image = (
              <BannerImage
                src={slide.image}
                alt={slide.title}
                width={800}
                height={400}
                sizes={PHONE_SIZES}
                widths={PHONE_WIDTHS}
                className={styles.image}
                lcp={
                  index === 0
                    ? { shownOn: PHONE_SLIDER_MEDIA, hiddenOn: DESKTOP_SLIDER_MEDIA }
                    : undefined
                }
              />
            );
            return {
              key: slide.id,
              label: slide.title,
              content: slide.link ? (
                <BannerAnchor link={slide.link} newTab className={styles.slide}>
                  {image}
                  <span className="visually-hidden"> (opens in a new tab)</span>
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

import type { CSSProperties } from 'react';
import { CatalogMessage } from '@/components/catalog/CatalogMessage';
import { splitAdverts, type Banner } from '@/lib/shared/home/banners';
import { BannerAnchor } from './BannerAnchor';
import { BannerImage } from './BannerImage';
import styles from './Adverts.module.scss';

const COMPACT_SIZES = '(min-width: 1200px) 576px, calc(50vw - 24px)';
// One column on a phone; from 640 px up to three side by side.
const WIDE_SIZES = '(min-width: 1200px) 384px, (min-width: 640px) 33vw, calc(100vw - 32px)';
// In device pixels, both variants: from about 200 CSS px at 1x (a third of a 640 px screen, half
// of a 320 px phone) to half of a 1,199 px screen at 2x or a whole 430 px phone at 3x.
const ADVERT_WIDTHS = { min: 256, max: 1200 };

/**
 * The advert block: the first two side by side in the compact variant, the rest full width. Every
 * advert opens its link in a new tab. `null` means the adverts could not be loaded.
 */
export function Adverts({ adverts }: { adverts: Banner[] | null }) {
  if (adverts === null) {
    return (
      <section aria-label="Adverts" className={styles.adverts}>
        <CatalogMessage tone="error">
          Failed to load adverts. Please try again later.
        </CatalogMessage>
      </section>
    );
  }
  if (adverts.length === 0) return null;
  const { compact, wide } = splitAdverts(adverts);
  return (
    <section aria-label="Adverts" className={styles.adverts}>
      <ul role="list" className={styles.compactRow} data-variant="compact">
        {compact.map((advert) => (
          <li key={advert.id}>
            <Advert advert={advert} variant="compact" />
          </li>
        ))}
      </ul>
      {wide.length > 0 && (
        <ul
          role="list"
          className={styles.wideList}
          data-variant="wide"
          style={{ '--columns': Math.min(wide.length, 3) } as CSSProperties}
        >
          {wide.map((advert) => (
            <li key={advert.id}>
              <Advert advert={advert} variant="wide" />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

function Advert({ advert, variant }: { advert: Banner; variant: 'compact' | 'wide' }) {
  const className = `${styles.advert} ${styles[variant]}`;
  const image = (
    <BannerImage
      src={advert.image}
      alt={advert.title}
      width={800}
      height={400}
      sizes={variant === 'compact' ? COMPACT_SIZES : WIDE_SIZES}
      widths={ADVERT_WIDTHS}
      className={styles.image}
    />
  );
  if (!advert.link) return <div className={className}>{image}</div>;
  return (
    <BannerAnchor link={advert.link} newTab label={advert.title} className={className}>
      {image}
    </BannerAnchor>
  );
}

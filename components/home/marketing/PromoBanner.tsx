import type { BannerLink } from '@/lib/shared/home/banners';
import { BannerAnchor } from '../BannerAnchor';
import styles from './PromoBanner.module.scss';

export interface PromoBannerProps {
  id: string;
  /** Wide: the full content column with an illustration; narrow: half of it on larger screens. */
  variant: 'wide' | 'narrow';
  tone: 'green' | 'gold';
  eyebrow: string;
  title: string;
  text: string;
  cta: { label: string; link: BannerLink };
  illustration?: { src: string; alt: string; width: number; height: number };
}

/** A marketing hero banner of the home page (spec section 2), in a wide or a narrow variant. */
export function PromoBanner({
  id,
  variant,
  tone,
  eyebrow,
  title,
  text,
  cta,
  illustration,
}: PromoBannerProps) {
  const headingId = `${id}-title`;
  return (
    <section
      aria-labelledby={headingId}
      className={[styles.banner, variant === 'wide' && styles.wide, styles[tone]]
        .filter(Boolean)
        .join(' ')}
      data-testid={id}
    >
      <div className={styles.copy}>
        <p className={styles.eyebrow}>{eyebrow}</p>
        <h2 id={headingId} className={styles.title}>
          {title}
        </h2>
        <p className={styles.text}>{text}</p>
        <BannerAnchor link={cta.link} className={styles.cta}>
          {cta.label}
        </BannerAnchor>
      </div>
      {illustration && (
        <div className={styles.art}>
          {/* An SVG, which next/image would serve as it is: it needs none of its client code. */}
          {/* eslint-disable-next-line @next/next/no-img-element */}
          <img
            src={illustration.src}
            alt={illustration.alt}
            width={illustration.width}
            height={illustration.height}
            loading="lazy"
            decoding="async"
            className={styles.image}
          />
        </div>
      )}
    </section>
  );
}

import { getImageProps } from 'next/image';
import type { CSSProperties } from 'react';
import { storeInitials } from '@/lib/shared/catalog/store-initials';
import styles from './StoreLogo.module.scss';

/** The store's round logo, or the initials of its trading business name in a circle. */
export function StoreLogo({
  storeName,
  logo,
  tradingBusinessName,
  size = 96,
}: {
  storeName: string;
  logo: string | null;
  tradingBusinessName: string;
  size?: number;
}) {
  // A page may shrink the logo on small screens by setting --store-logo-size around it.
  const style = { '--logo-size': `${size}px` } as CSSProperties;
  if (logo) {
    // next/image's attributes made on the server: a plain <img> needs none of its client code.
    const { props } = getImageProps({
      src: logo,
      alt: `${storeName} logo`,
      width: size,
      height: size,
      sizes: `${size}px`,
      loading: 'eager',
      className: styles.logo,
      style,
    });
    // eslint-disable-next-line @next/next/no-img-element -- next/image's own props, from getImageProps
    return <img {...props} alt={`${storeName} logo`} data-testid="store-logo" />;
  }
  return (
    <span
      className={`${styles.logo} ${styles.initials}`}
      style={style}
      data-testid="store-initials"
      role="img"
      aria-label={`${storeName} logo`}
    >
      <span aria-hidden="true">{storeInitials(tradingBusinessName)}</span>
    </span>
  );
}

import { Link } from '@/components/layout/Link';
import type { ReactNode } from 'react';
import type { BannerLink } from '@/lib/shared/home/banners';

/**
 * A banner's link: next/link for a path of this site, a plain anchor for another site. With
 * `newTab` it opens in a new tab (adverts and phone slides, spec section 2) without giving that
 * page a handle on this one.
 */
export function BannerAnchor({
  link,
  newTab = false,
  label,
  className,
  children,
}: {
  link: BannerLink;
  newTab?: boolean;
  /**
   * The link's name when its content alone does not give one (an image whose alt a screen reader
   * may skip): the banner's title, with "(opens in a new tab)" for a new tab (issue 30).
   */
  label?: string;
  className?: string;
  children: ReactNode;
}) {
  const target = newTab ? '_blank' : undefined;
  const name = label && newTab ? `${label} (opens in a new tab)` : label;
  if (link.external) {
    return (
      <a href={link.href} className={className} target={target} rel="noopener" aria-label={name}>
        {children}
      </a>
    );
  }
  return (
    <Link
      href={link.href}
      className={className}
      prefetch={false}
      aria-label={name}
      target={target}
      rel={newTab ? 'noopener' : undefined}
    >
      {children}
    </Link>
  );
}

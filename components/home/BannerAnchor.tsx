import Link from 'next/link';
import type { ReactNode } from 'react';
import type { BannerLink } from '@/lib/home/banners';

/**
 * A banner's link: next/link for a path of this site, a plain anchor for another site. With
 * `newTab` it opens in a new tab (adverts and phone slides, spec section 2) without giving that
 * page a handle on this one.
 */
export function BannerAnchor({
  link,
  newTab = false,
  className,
  children,
}: {
  link: BannerLink;
  newTab?: boolean;
  className?: string;
  children: ReactNode;
}) {
  const target = newTab ? '_blank' : undefined;
  if (link.external) {
    return (
      <a href={link.href} className={className} target={target} rel="noopener">
        {children}
      </a>
    );
  }
  return (
    <Link
      href={link.href}
      className={className}
      prefetch={false}
      target={target}
      rel={newTab ? 'noopener' : undefined}
    >
      {children}
    </Link>
  );
}

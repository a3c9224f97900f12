'use client';

import NextLink from 'next/link';
import type { ComponentProps } from 'react';
import { useLiteMode } from '@/lib/browser/useLiteMode';
import { litePagePath } from '@/lib/shared/page-routes';

type LinkProps = ComponentProps<typeof NextLink>;

/** next/link's own props, which a plain <a> does not take. */
const ROUTER_PROPS = [
  'replace',
  'scroll',
  'shallow',
  'passHref',
  'locale',
  'legacyBehavior',
  'onNavigate',
] as const;

function anchorProps(props: LinkProps): Omit<LinkProps, (typeof ROUTER_PROPS)[number]> {
  const anchor: Partial<LinkProps> = { ...props };
  for (const name of ROUTER_PROPS) delete anchor[name];
  return anchor as Omit<LinkProps, (typeof ROUTER_PROPS)[number]>;
}

/** The path of a same-site link, or null for another site's (or a malformed) address. */
function ownPath(href: LinkProps['href']): string | null {
  const text = typeof href === 'string' ? href : (href.pathname ?? '');
  if (!text.startsWith('/') || text.startsWith('//')) return null;
  return new URL(text, 'http://site').pathname;
}

/**
 * The storefront's one link (next/link is not imported anywhere else; lint says so). In Lite mode
 * (decision 047) a link to a page with a Lite copy is a plain <a>: the browser loads it and the
 * middleware answers with the Lite copy, where next/link's client-side navigation would render
 * the full page. Other links never prefetch in Lite mode. The server's HTML and the first render
 * are next/link's either way (Lite mode is known in the browser only).
 */
export function Link({ prefetch, ...props }: LinkProps) {
  const lite = useLiteMode();
  if (lite) {
    const path = ownPath(props.href);
    if (path !== null && litePagePath(path) !== null && typeof props.href === 'string') {
      return <a {...anchorProps(props)} href={props.href} />;
    }
  }
  return <NextLink {...props} prefetch={lite ? false : prefetch} />;
}

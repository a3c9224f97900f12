import type { Metadata } from 'next';
import { homeMetadata, HomePageContent } from '@/components/home/HomePage';
import { locationFromSegment } from '@/lib/shared/catalog/cached-path';

type Props = { params: Promise<{ location: string }> };

// Rendered on first request for each location (never at build, when no API runs), then kept in
// Next's full-route cache until a tag it carries is dropped (docs/decisions/033).
export const revalidate = 300;

export async function generateStaticParams(): Promise<{ location: string }[]> {
  return [];
}

export function generateMetadata(): Promise<Metadata> {
  return homeMetadata();
}

/** The home page of one location, reached only by the middleware's rewrite of `/`. */
export default async function CachedHomePage({ params }: Props) {
  const location = locationFromSegment((await params).location);
  return <HomePageContent location={location} cached />;
}

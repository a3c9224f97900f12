import type { Metadata } from 'next';
import { connection } from 'next/server';
import { homeMetadata, HomePageContent } from '@/components/home/HomePage';
import { getLocation } from '@/lib/server/session';

export async function generateMetadata(): Promise<Metadata> {
  // Per request, like the page: no API runs during `next build`.
  await connection();
  return homeMetadata();
}

/**
 * The home page for client navigations, rendered per request (it reads the location cookie). A
 * page load is rewritten by the middleware to the cached copy of its location (app/(store)/cached).
 */
export default async function HomePage() {
  return <HomePageContent location={await getLocation()} />;
}

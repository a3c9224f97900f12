import type { Metadata } from 'next';
import { Link } from '@/components/layout/Link';
import { InfoPage } from '@/components/layout/InfoPage';
import { SAVED_LIST_ID } from '@/lib/shared/pwa-routes';

export const metadata: Metadata = { title: 'Offline', robots: { index: false } };

/**
 * The service worker's answer for a page it cannot fetch while offline (decision 044). The worker
 * keeps this page from the build and fills the list with the pages it saved for reading; the list
 * is left alone by React (set as inner HTML), so hydrating the page keeps it.
 */
export default function OfflinePage() {
  return (
    <InfoPage
      title="You are offline"
      lead="This page needs a connection. Your cart, checkout, account and orders are never shown from a saved copy, and nothing you do offline is sent later: try again when you are back online."
    >
      <h2>Saved for reading</h2>
      <ul id={SAVED_LIST_ID} dangerouslySetInnerHTML={{ __html: '' }} />
      <p>
        <Link href="/">Go to the home page</Link>
      </p>
    </InfoPage>
  );
}

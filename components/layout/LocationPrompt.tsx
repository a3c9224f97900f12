'use client';

import { COOKIES } from '@/lib/shared/cookies';
import dynamic from 'next/dynamic';
import { useState } from 'react';
import { ALL_NIGERIA } from '@/lib/shared/location';
import { CloseIcon, PinIcon } from './icons';
import {
  LOCATION_KNOWN_ATTRIBUTE,
  putOffLocationQuestion,
  useLocationState,
} from './location-state';
import styles from './LocationBar.module.scss';

const LocationModal = dynamic(
  () => import('./LocationModal').then((module) => module.LocationModal),
  { ssr: false },
);

// Runs while the HTML is parsed, before the bar is drawn: a shopper who has chosen (or put the
// question off) never sees it, and nothing moves when the page's scripts arrive. The page's HTML
// is the same for everyone (cached), so the server cannot leave the bar out itself.
const HIDE_WHEN_KNOWN = `if(/(?:^|;\\s*)(?:${COOKIES.location.name}=[^;]|${COOKIES.locationLater.name}=1)/.test(document.cookie))document.documentElement.setAttribute('${LOCATION_KNOWN_ATTRIBUTE}','')`;

/**
 * The location bar's client part (LocationBar): the location question of product and store pages (issue 27, decision 042), where shoppers land
 * from shared links: no modal over the product, but a compact bar at the top of the page naming
 * the location the page assumes (All Nigeria, before a choice), with Change and a dismiss that
 * puts the question off for the browser session.
 */
export function LocationPrompt({ siteName }: { siteName: string }) {
  const state = useLocationState();
  const [choosing, setChoosing] = useState(false);
  if (state && (state.choice !== undefined || state.putOff)) return null;

  return (
    <>
      {/* Only in the server's HTML (and while hydrating it): a script React renders runs never. */}
      {state === null ? <script dangerouslySetInnerHTML={{ __html: HIDE_WHEN_KNOWN }} /> : null}
      <div className={styles.bar} role="region" aria-label="Shopping location">
        <PinIcon width={20} height={20} className={styles.icon} />
        <p className={styles.text}>
          Shopping in <strong>{ALL_NIGERIA}</strong>
        </p>
        <button
          type="button"
          className={styles.change}
          aria-haspopup="dialog"
          aria-label="Change location"
          onClick={() => setChoosing(true)}
        >
          Change
        </button>
        <button
          type="button"
          className={styles.dismiss}
          aria-label="Dismiss and decide later"
          onClick={() => {
            putOffLocationQuestion();
            document.getElementById('content')?.focus();
          }}
        >
          <CloseIcon width={20} height={20} />
        </button>
      </div>
      {choosing ? <LocationModal siteName={siteName} onClose={() => setChoosing(false)} /> : null}
    </>
  );
}

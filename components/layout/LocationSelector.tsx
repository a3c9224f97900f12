'use client';

import dynamic from 'next/dynamic';
import { usePathname } from 'next/navigation';
import { useEffect, useState } from 'react';
import { asksLocationOnFirstVisit, shortLocationLabel } from '@/lib/shared/location';
import { automaticLocation } from '@/lib/shared/location-choice';
import { PinIcon } from './icons';
import { fetchWarehouseStates } from './location-api';
import { putOffLocationQuestion, useLocationState } from './location-state';
import { useChooseLocation } from './useChooseLocation';
import styles from './LocationSelector.module.scss';

// The modal (with its 37 states) is needed once per shopper: its code loads when it opens, not
// with every page.
const LocationModal = dynamic(
  () => import('./LocationModal').then((module) => module.LocationModal),
  {
    ssr: false,
  },
);

type ModalState = 'closed' | 'first-visit' | 'change';

/**
 * The header's location selector and the first-visit location modal. On home, shop and search,
 * without a chosen location, a single warehouse state is chosen automatically; otherwise the modal
 * asks, and closing it puts the question off for the browser session. Product and store pages ask
 * with the location bar instead (LocationBar). Choosing keeps the state in a cookie and refreshes
 * the page in place (useChooseLocation), so that the server renders lists for it.
 */
export function LocationSelector({ siteName }: { siteName: string }) {
  const state = useLocationState();
  const pathname = usePathname();
  const [modal, setModal] = useState<ModalState>('closed');
  const { choose } = useChooseLocation();
  const location = state?.choice;
  const undecided = state !== null && location === undefined && !state.putOff;

  useEffect(() => {
    // The address bar's path, not the route's: a page load may be rendered by a rewrite.
    if (!undecided || !asksLocationOnFirstVisit(window.location.pathname)) return;
    let cancelled = false;
    (async () => {
      const only = automaticLocation(await fetchWarehouseStates());
      if (only && !cancelled && (await choose(only))) return;
      if (!cancelled) setModal('first-visit');
    })();
    return () => {
      cancelled = true;
    };
  }, [undecided, pathname, choose]);

  return (
    <>
      <button
        type="button"
        className={styles.selector}
        aria-haspopup="dialog"
        aria-label={
          location ? `Shopping location: ${location}. Change` : 'Choose your shopping location'
        }
        onClick={() => setModal('change')}
      >
        <PinIcon width={20} height={20} className={styles.icon} />
        <span className={styles.label}>{location ? shortLocationLabel(location) : 'State'}</span>
      </button>
      {modal !== 'closed' ? (
        <LocationModal
          siteName={siteName}
          current={location}
          firstVisit={modal === 'first-visit'}
          onClose={() => {
            if (modal === 'first-visit') putOffLocationQuestion();
            setModal('closed');
          }}
          onChosen={() => setModal('closed')}
        />
      ) : null}
    </>
  );
}

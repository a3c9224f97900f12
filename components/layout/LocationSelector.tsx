'use client';

import dynamic from 'next/dynamic';
import { useEffect, useState, useSyncExternalStore } from 'react';
import { shortLocationLabel } from '@/lib/location';
import { automaticLocation, locationFromCookies } from '@/lib/location-choice';
import type { NigerianState } from '@/lib/contract/states';
import { PinIcon } from './icons';
import { fetchWarehouseStates, saveLocationChoice } from './location-api';
import styles from './LocationSelector.module.scss';

// The modal (with its 37 states) is needed once per shopper: its code loads when it opens, not
// with every page.
const LocationModal = dynamic(
  () => import('./LocationModal').then((module) => module.LocationModal),
  {
    ssr: false,
  },
);

// The cookie only changes with a full reload, so there is nothing to subscribe to, and it is read
// once per page load: React asks for the snapshot several times while hydrating, and each read of
// document.cookie can be a synchronous round trip to the browser process (bench/NOTES.md).
const subscribeNever = () => () => {};
let chosenOnThisLoad: { location: NigerianState | undefined } | undefined;
function readChosenLocation(): NigerianState | undefined {
  chosenOnThisLoad ??= { location: locationFromCookies(document.cookie) };
  return chosenOnThisLoad.location;
}
/** null on the server (unknown there, the layout stays static); undefined before the first choice. */
function useChosenLocation(): NigerianState | undefined | null {
  return useSyncExternalStore(subscribeNever, readChosenLocation, () => null);
}

type ModalState = 'closed' | 'first-visit' | 'change';

/**
 * The header's location selector and the first-visit location modal. Without a chosen location,
 * a single warehouse state is chosen automatically; otherwise the modal asks, and cannot be
 * dismissed until the shopper chooses. Choosing keeps the state in a cookie and reloads the page,
 * so that the server renders lists for it.
 */
export function LocationSelector({ siteName }: { siteName: string }) {
  const location = useChosenLocation();
  const [modal, setModal] = useState<ModalState>('closed');

  useEffect(() => {
    if (location !== undefined) return;
    let cancelled = false;
    (async () => {
      const only = automaticLocation(await fetchWarehouseStates());
      if (only && !cancelled && (await saveLocationChoice(only))) {
        window.location.reload();
        return;
      }
      if (!cancelled) setModal('first-visit');
    })();
    return () => {
      cancelled = true;
    };
  }, [location]);

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
          current={location ?? undefined}
          onClose={modal === 'change' ? () => setModal('closed') : undefined}
        />
      ) : null}
    </>
  );
}

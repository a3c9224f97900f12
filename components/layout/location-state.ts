'use client';

import { useSyncExternalStore } from 'react';
import { isLocationChoice, type LocationChoice } from '@/lib/shared/location';
import { browserCookie, setBrowserCookie } from '@/lib/browser/cookies';

/** What the browser knows of the shopper's location: the choice, or that the question was put off. */
export interface LocationState {
  choice: LocationChoice | undefined;
  putOff: boolean;
}

/**
 * Set on <html> when the shopper has chosen or put the question off: the location bar's inline
 * script sets it before the first paint of a page load, so that the bar, in the page's HTML for
 * everyone, is never drawn for a shopper it does not concern (no layout shift; LocationBar).
 */
export const LOCATION_KNOWN_ATTRIBUTE = 'data-location-known';

// The cookies only change with a full reload, through putOffLocationQuestion or through
// locationChosen (after the BFF has set the location cookie), so they are read once per page load: React asks for the snapshot several times while hydrating, and each read of
// document.cookie can be a synchronous round trip to the browser process (bench/NOTES.md).
let snapshot: LocationState | undefined;
const listeners = new Set<() => void>();

/** The location cookie's choice (the server writes it URL-encoded: "FCT%20-%20Abuja"). */
function chosenLocation(): LocationChoice | undefined {
  const value = browserCookie('location');
  return isLocationChoice(value) ? value : undefined;
}

function read(): LocationState {
  snapshot ??= {
    choice: chosenLocation(),
    putOff: browserCookie('locationLater') === '1',
  };
  return snapshot;
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

/** null on the server (unknown there: the layout stays the same for everyone). */
export function useLocationState(): LocationState | null {
  return useSyncExternalStore(subscribe, read, () => null);
}

/**
 * "Decide later": kept in a session cookie so that the question is not asked again until the
 * browser is closed; lists meanwhile show every state's products, as before a choice. Written here
 * rather than by the BFF: nothing on the server reads it, and it must work offline too.
 */
export function putOffLocationQuestion(): void {
  setBrowserCookie('locationLater', '1');
  document.documentElement.setAttribute(LOCATION_KNOWN_ATTRIBUTE, '');
  snapshot = { ...read(), putOff: true };
  for (const listener of listeners) listener();
}

/**
 * A location choice the BFF has just kept in its cookie: every part of the page that shows the
 * location (the header's selector, the location bar, a product's delivery line) follows at once,
 * without a reload (useChooseLocation then refreshes the server-rendered lists).
 */
export function locationChosen(choice: LocationChoice): void {
  document.documentElement.setAttribute(LOCATION_KNOWN_ATTRIBUTE, '');
  snapshot = { choice, putOff: read().putOff };
  for (const listener of listeners) listener();
}

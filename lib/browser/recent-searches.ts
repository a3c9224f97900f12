'use client';

import { useSyncExternalStore } from 'react';
import {
  parseRecentSearches,
  RECENT_SEARCHES_KEY,
  withRecentSearch,
} from '@/lib/shared/recent-searches';

const NONE: string[] = [];
const listeners = new Set<() => void>();

function readRaw(): string | null {
  try {
    return localStorage.getItem(RECENT_SEARCHES_KEY);
  } catch {
    return null;
  }
}

function write(searches: string[]): void {
  try {
    if (searches.length) localStorage.setItem(RECENT_SEARCHES_KEY, JSON.stringify(searches));
    else localStorage.removeItem(RECENT_SEARCHES_KEY);
  } catch {
    // Storage can be unavailable or full: the search itself goes on without being remembered.
  }
  for (const listener of listeners) listener();
}

// The same array for the same stored text, as useSyncExternalStore needs between renders.
let lastRaw: string | null = null;
let lastSearches = NONE;

export function recentSearches(): string[] {
  const raw = readRaw();
  if (raw !== lastRaw) {
    lastRaw = raw;
    lastSearches = parseRecentSearches(raw);
  }
  return lastSearches;
}

/** Remembers a search the shopper made (submitted, or a suggestion chosen for it). */
export function rememberSearch(text: string): void {
  const searches = recentSearches();
  const next = withRecentSearch(searches, text);
  if (next !== searches) write(next);
}

export function clearRecentSearches(): void {
  write([]);
}

function subscribe(onChange: () => void): () => void {
  listeners.add(onChange);
  // Another tab's search shows here too.
  const onStorage = (event: StorageEvent) => {
    if (event.key === RECENT_SEARCHES_KEY || event.key === null) onChange();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(onChange);
    window.removeEventListener('storage', onStorage);
  };
}

/** The recent searches, newest first; none on the server and in the first render of hydration. */
export function useRecentSearches(): string[] {
  return useSyncExternalStore(subscribe, recentSearches, () => NONE);
}

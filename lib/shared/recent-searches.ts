import { normaliseQuery } from '@/lib/shared/search-suggestions';

/**
 * The shopper's recent searches, kept on the device only (issue 38.5, decision 057): the search
 * box offers them before anything is typed. Never sent to the server, and cleared with the rest of
 * the browser's storage at logout (components/layout/logout.ts).
 */
export const RECENT_SEARCHES_KEY = 'oja.recentSearches';
export const MAX_RECENT_SEARCHES = 5;

/** Whatever the storage held, as recent searches: anything malformed is dropped, never trusted. */
export function toRecentSearches(value: unknown): string[] {
  if (!Array.isArray(value)) return [];
  const searches: string[] = [];
  for (const entry of value) {
    if (typeof entry !== 'string') continue;
    const text = normaliseQuery(entry);
    if (text && !searches.some((seen) => sameSearch(seen, text))) searches.push(text);
    if (searches.length === MAX_RECENT_SEARCHES) break;
  }
  return searches;
}

function sameSearch(a: string, b: string): boolean {
  return a.toLowerCase() === b.toLowerCase();
}

/** The text first, as typed this time; an earlier copy in any case is dropped; five at most. */
export function withRecentSearch(searches: string[], text: string): string[] {
  const search = normaliseQuery(text);
  if (!search) return searches;
  return [search, ...searches.filter((seen) => !sameSearch(seen, search))].slice(
    0,
    MAX_RECENT_SEARCHES,
  );
}

/** The stored text, parsed; none when storage is unavailable (a private mode) or holds junk. */
export function parseRecentSearches(raw: string | null): string[] {
  if (!raw) return [];
  try {
    return toRecentSearches(JSON.parse(raw));
  } catch {
    return [];
  }
}

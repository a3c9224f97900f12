import { isNigerianState, NIGERIAN_STATES, type NigerianState } from '@/lib/contract/states';

/** The header's location label: names longer than 5 characters are cut to their first 3 plus "...". */
export function shortLocationLabel(name: string): string {
  return name.length > 5 ? `${name.slice(0, 3)}...` : name;
}

/**
 * The location choice of no state (decision 042): lists are in their own order, without delivery
 * times, as before a first choice (every choice lists every state's products since decision 054).
 * Kept in the location cookie like a state; the API is then sent no location.
 */
export const ALL_NIGERIA = 'All Nigeria';

/** What the location cookie may hold: one of the 37 states, or All Nigeria. */
export type LocationChoice = NigerianState | typeof ALL_NIGERIA;

export function isLocationChoice(value: unknown): value is LocationChoice {
  return value === ALL_NIGERIA || isNigerianState(value);
}

/** The states most shoppers shop from, first in the location question (issue 30). */
export const MOST_SHOPPED_STATES: readonly NigerianState[] = [
  'Lagos',
  'FCT - Abuja',
  'Rivers',
  'Kano',
  'Oyo',
];

/** The other states, alphabetically. */
export const OTHER_STATES: readonly NigerianState[] = NIGERIAN_STATES.filter(
  (state) => !MOST_SHOPPED_STATES.includes(state),
).sort((a, b) => a.localeCompare(b, 'en'));

/** Folds a name for the filter box: case, accents, and "-" or "–" in "FCT - Abuja" do not matter. */
function fold(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();
}

/**
 * Whether a state meets the filter box's text: any word of the name begins with what was typed
 * ("abu" finds FCT - Abuja, "ibom" Akwa Ibom), or the whole name does ("akwa i").
 */
export function stateMatches(state: string, typed: string): boolean {
  const wanted = fold(typed);
  if (!wanted) return true;
  const name = fold(state);
  return name.startsWith(wanted) || name.split(' ').some((word) => word.startsWith(wanted));
}

/**
 * Which location question a page asks a shopper who has not chosen yet: the welcome modal on the
 * pages whose lists depend on the location (home, shop, search); none elsewhere. Product and store
 * pages, where most shoppers land from a shared link, show the compact location bar instead
 * (issue 27), rendered by those pages.
 */
export function asksLocationOnFirstVisit(pathname: string): boolean {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  return path === '/' || path === '/shop' || path === '/search';
}

import { eq } from 'drizzle-orm';
import { POPULAR_SEARCH_MAX_LENGTH } from '../../lib/contract';
import type { CatalogReader } from '../catalog/cache';
import { shownProductJoin } from '../catalog/conditions';
import { searchPageMatch, searchTerms } from '../catalog/search';
import { products, settings, vendors } from '../db/schema';

/** The settings key staff change to choose the popular searches without a deploy. */
export const POPULAR_SEARCHES_KEY = 'popular_searches';

/**
 * What the marketplace sells most of, while the settings table has no popular_searches row: the
 * seed's largest categories and its sliders' searches (marketplace/db/seed/marketing.ts).
 */
export const DEFAULT_POPULAR_SEARCHES = [
  'rice',
  'garri',
  'yam',
  'beans',
  'palm oil',
  'tomatoes',
  'catfish',
  'fertiliser',
];

/** How many the search box shows at most. */
const MAX_SHOWN = 8;

/**
 * The setting's text as searches: comma-separated, each trimmed with inner runs of spaces made
 * one; empty, overlong and repeated (in any case) entries are dropped. An empty value shows none.
 */
export function parsePopularSearches(value: string): string[] {
  const seen = new Set<string>();
  const searches: string[] = [];
  for (const entry of value.split(',')) {
    const text = entry.trim().replace(/\s+/g, ' ');
    const key = text.toLowerCase();
    if (!text || text.length > POPULAR_SEARCH_MAX_LENGTH || seen.has(key)) continue;
    seen.add(key);
    searches.push(text);
  }
  return searches;
}

async function chosenSearches(catalog: CatalogReader): Promise<string[]> {
  const [row] = await catalog.db
    .select({ value: settings.value })
    .from(settings)
    .where(eq(settings.key, POPULAR_SEARCHES_KEY))
    .limit(1);
  return row ? parsePopularSearches(row.value) : DEFAULT_POPULAR_SEARCHES;
}

/** Whether a search for the text lists anything, as the search page would find it. */
async function findsProducts(catalog: CatalogReader, text: string): Promise<boolean> {
  const terms = searchTerms(text);
  if (!terms) return false;
  const [row] = await catalog.db
    .select({ id: products.id })
    .from(products)
    .innerJoin(vendors, shownProductJoin)
    .where(await searchPageMatch(catalog, terms, undefined))
    .limit(1);
  return row !== undefined;
}

/**
 * The searches the search box offers before the shopper types (decision 057): chosen by staff (the
 * setting, else the default list), never taken from what shoppers typed, so nobody can make a text
 * show to everyone. Only those that find products are offered, so that none leads to an empty
 * page; the check is kept until the catalog changes.
 */
export async function popularSearches(catalog: CatalogReader): Promise<string[]> {
  const chosen = await chosenSearches(catalog);
  return catalog.cached(`popular searches ${JSON.stringify(chosen)}`, async () => {
    const found: string[] = [];
    for (const text of chosen) {
      if (found.length >= MAX_SHOWN) break;
      if (await findsProducts(catalog, text)) found.push(text);
    }
    return found;
  });
}

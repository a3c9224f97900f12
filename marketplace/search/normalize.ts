/**
 * One way to fold text for search, used both when a product is written (its `search_text`) and
 * when a shopper's query arrives, so that case and accents never decide a match.
 */
export function normalizeSearchText(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase()
    .replace(/[^\p{Letter}\p{Number}]+/gu, ' ')
    .trim();
}

/**
 * The text a product is found by: its title, other names, category and store name. The database
 * writes it (migration 0012's trigger, with search_fold as the SQL twin of normalizeSearchText);
 * this is the same rule in JavaScript, for tests to hold the two together.
 */
export function productSearchText(parts: {
  title: string;
  otherNames?: string[];
  category: string;
  storeName: string;
}): string {
  return normalizeSearchText(
    [parts.title, ...(parts.otherNames ?? []), parts.category, parts.storeName].join(' '),
  );
}

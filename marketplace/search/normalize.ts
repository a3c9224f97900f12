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

/** The text a product is found by: its title, category and store name. */
export function productSearchText(parts: {
  title: string;
  category: string;
  storeName: string;
}): string {
  return normalizeSearchText(`${parts.title} ${parts.category} ${parts.storeName}`);
}

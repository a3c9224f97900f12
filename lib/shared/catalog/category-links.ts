/**
 * The shop filtered to one category: where the header's and home's category links lead. Spelt as
 * URLSearchParams spells it (a space as `+`), the one spelling the edge keeps (edge-cache.ts).
 */
export function categoryHref(title: string): string {
  return `/shop?${new URLSearchParams({ category: title })}`;
}

export interface CategoryLink {
  title: string;
  href: string;
  productCount: number;
}

/** Categories with products, as links, in the order given (the API's: by title). */
export function categoryLinks(
  categories: { title: string; productCount: number }[],
): CategoryLink[] {
  return categories
    .filter((category) => category.productCount > 0)
    .map(({ title, productCount }) => ({ title, href: categoryHref(title), productCount }));
}

/** How many categories a search that found nothing offers. */
export const POPULAR_CATEGORY_COUNT = 6;

/**
 * The categories with the most products shoppers can see, most first (ties by title), as links:
 * where a search that found nothing sends the shopper on (issue 38.5).
 */
export function popularCategories(
  categories: { title: string; productCount: number }[],
  count = POPULAR_CATEGORY_COUNT,
): CategoryLink[] {
  return categoryLinks(categories)
    .sort((a, b) => b.productCount - a.productCount || a.title.localeCompare(b.title))
    .slice(0, count);
}

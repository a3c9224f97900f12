/** The shop filtered to one category: where the header's and home's category links lead. */
export function categoryHref(title: string): string {
  return `/shop?category=${encodeURIComponent(title)}`;
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

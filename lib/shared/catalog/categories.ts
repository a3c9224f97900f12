/**
 * The categories a list's filter offers: those with products to show, and the chosen one whatever
 * its count, so that a filter in the address never disappears from its own list (issue 30).
 */
export function filterCategories<C extends { title: string; productCount: number }>(
  categories: C[],
  chosen: string | undefined,
): C[] {
  const wanted = chosen?.toLowerCase();
  return categories.filter(
    (category) => category.productCount > 0 || category.title.toLowerCase() === wanted,
  );
}

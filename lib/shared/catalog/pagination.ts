export type PageItem = number | 'ellipsis';

/**
 * The pager's buttons: first, last, and the current page with one neighbour each side, with an
 * ellipsis where pages are left out. Empty when there is only one page (no pager needed).
 */
export function paginationWindow(currentPage: number, totalPages: number): PageItem[] {
  if (totalPages <= 1) return [];
  const current = Math.min(Math.max(1, currentPage), totalPages);
  const pages = new Set([1, totalPages, current - 1, current, current + 1]);
  const shown = [...pages].filter((page) => page >= 1 && page <= totalPages).sort((a, b) => a - b);
  const items: PageItem[] = [];
  shown.forEach((page, index) => {
    const previous = shown[index - 1];
    if (previous !== undefined && page - previous > 1) items.push('ellipsis');
    items.push(page);
  });
  return items;
}

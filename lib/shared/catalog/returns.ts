/**
 * How long after delivery a shopper may ask for a refund of a product, by its category, as the
 * refund policy (/refund) says: a day for fresh produce, fish, meat and live animals, which cannot
 * be checked later; a week for grains, oils, packaged foods, seeds, tools and farm inputs.
 */
const PERISHABLE_CATEGORIES = new Set([
  'vegetables',
  'fruits',
  'tubers',
  'fish',
  'poultry',
  'livestock',
]);

export type ReturnWindow = '24 hours' | '7 days';

export function returnWindow(categoryTitle: string | null | undefined): ReturnWindow {
  // Unknown: the shorter window, so the page never promises more than the policy gives.
  if (!categoryTitle) return '24 hours';
  return PERISHABLE_CATEGORIES.has(categoryTitle.trim().toLowerCase()) ? '24 hours' : '7 days';
}

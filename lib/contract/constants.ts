/**
 * The contract's plain constants, in a module without zod: browser code (the price filter, the
 * list URL rules) imports these without pulling the schemas into the page's JavaScript.
 * lib/contract/catalog.ts re-exports them, so they still have one home.
 */

/** Lowest and highest price of the price filter, in naira (spec section 9). */
export const PRICE_RANGE = { min: 0, max: 1_000_000 } as const;
export const CATALOG_PAGE_SIZE = 16;

export const SORTS = ['price', '-price', 'rating', '-rating', 'latest'] as const;
export type Sort = (typeof SORTS)[number];

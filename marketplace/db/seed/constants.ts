/** Fixed so that the same call always gives the same catalog; products spread over the months before it. */
export const SEED_BASE_DATE = new Date('2026-11-01T09:00:00Z');

/** Seed of the pseudo-random source: change it and every generated row changes. */
export const SEED = 0x0a1a2026;

export const DAY_MS = 86_400_000;

export const DEFAULT_PRODUCT_COUNT = 420;

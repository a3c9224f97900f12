import { z } from 'zod';
import { NIGERIAN_STATES } from './states';

// In the browser, zod's faster parsers are compiled with `new Function`, and the first schema
// probes whether that is allowed: the storefront's Content-Security-Policy allows no eval
// (decision 029), and Chromium reports even the caught probe as a violation. Without the compiled
// parsers every answer is still parsed the same. Every schema of the contract is made after this.
if (typeof window !== 'undefined') z.config({ jitless: true });

/** Every error the marketplace API answers with, 4xx or 5xx. */
export const errorResponse = z.object({ message: z.string() });
export type ErrorResponse = z.infer<typeof errorResponse>;

/** Ids travel as strings (`_id`), as the spec's entities name them. */
export const id = z.string().min(1);

export const location = z.enum(NIGERIAN_STATES);

/** Query numbers arrive as strings; a missing value takes the default, a bad one is a 400. */
export const pageParam = z.coerce.number().int().min(1).max(10_000).default(1);
export const limitParam = (fallback: number) =>
  z.coerce.number().int().min(1).max(100).default(fallback);

export const paged = {
  totalPages: z.number().int().min(0),
};

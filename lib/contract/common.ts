import { z } from 'zod';
import { NIGERIAN_STATES } from './states';

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

import 'server-only';
import { cache } from 'react';

/** The longest one call may wait outside a page render: route handlers, server actions. */
export const CALL_TIMEOUT_MS = 5_000;

/**
 * How long the middleware's check of a product or store page may wait before it answers the
 * page's 503 (lib/not-found/page-check.ts).
 */
export const PAGE_CHECK_TIMEOUT_MS = 2_000;

/**
 * All the API calls of one page render share this much time, counted from the render's first
 * call: a page that waits for two calls waits for both within it, not for a timeout each. With
 * the middleware's check before it, a page request is answered within 6 s.
 */
export const RENDER_BUDGET_MS = 3_500;

// React's cache is per request inside a render, and calls through (a new clock each time) outside.
const renderClock = cache(() => ({ startedAt: Date.now() }));

/** How long the next call may wait: what is left of the render's budget, or a call's own limit. */
export function timeLeftMs(now: number = Date.now()): number {
  const clock = renderClock();
  const inRender = clock === renderClock();
  if (!inRender) return CALL_TIMEOUT_MS;
  return Math.min(CALL_TIMEOUT_MS, clock.startedAt + RENDER_BUDGET_MS - now);
}

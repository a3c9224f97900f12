import '@/lib/server/server-only';
import { cache } from 'react';

/**
 * The one timeout policy of every call to the marketplace API (lib/server/marketplace/client.ts): a call
 * waits its own limit, CALL_TIMEOUT_MS unless it names another, and inside a page render never past
 * what is left of the render's budget.
 */

/** The longest one call may wait outside a page render: route handlers, server actions. */
export const CALL_TIMEOUT_MS = 5_000;

/**
 * The BFF's pass-through of a shopper's own call, and the image proxy, may wait longer: the API
 * may itself be waiting for the payment provider or the mail server, or drawing an image.
 */
export const PASS_THROUGH_TIMEOUT_MS = 10_000;

/**
 * How long the middleware's check of a product or store page may wait before it answers the
 * page's 503 (lib/server/not-found/page-check.ts).
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

/** How long the next call may wait: its own limit, or less when the render's budget is running out. */
export function timeLeftMs(limitMs: number = CALL_TIMEOUT_MS, now: number = Date.now()): number {
  const clock = renderClock();
  const inRender = clock === renderClock();
  if (!inRender) return limitMs;
  return Math.min(limitMs, clock.startedAt + RENDER_BUDGET_MS - now);
}

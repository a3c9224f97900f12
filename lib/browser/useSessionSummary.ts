'use client';

import useSWR, { mutate } from 'swr';
import * as api from '@/lib/browser/api/header';
import { SIGNED_OUT, toSessionSummary, type SessionSummary } from '@/lib/shared/session-summary';

/** The SWR key of the header's greeting and cart badge (GET /api/session). */
export const SESSION_KEY = /*#__PURE__*/ api.session.get.url();

async function fetchSessionSummary(): Promise<SessionSummary> {
  const answer = await api.session.get();
  return answer.ok ? toSessionSummary(answer.data) : SIGNED_OUT;
}

/**
 * The shopper's greeting name and cart count for the header's islands. One request per page load
 * however many islands ask (SWR shares the key); after a cart change, call
 * `mutate(SESSION_KEY)` from 'swr' to refresh the badge.
 */
export function useSessionSummary(): { summary: SessionSummary; loaded: boolean } {
  const { data } = useSWR(SESSION_KEY, fetchSessionSummary, {
    revalidateOnFocus: false,
    revalidateOnReconnect: false,
    dedupingInterval: 60_000,
  });
  return { summary: data ?? SIGNED_OUT, loaded: data !== undefined };
}

/**
 * Reads /api/session again and keeps the answer, for after signing in: the header's islands would
 * otherwise keep the signed-out answer (SWR dedupes the key for a minute across navigations).
 */
export async function refreshSessionSummary(): Promise<void> {
  await mutate(SESSION_KEY, fetchSessionSummary(), { revalidate: false });
}

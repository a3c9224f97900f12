'use client';

import useSWR, { mutate } from 'swr';
import { callBff } from '@/lib/browser/bff';
import {
  SESSION_SUMMARY_URL,
  SIGNED_OUT,
  toSessionSummary,
  type SessionSummary,
} from '@/lib/shared/session-summary';

async function fetchSessionSummary(url: string): Promise<SessionSummary> {
  const answer = await callBff(url);
  return answer.ok ? toSessionSummary(answer.data) : SIGNED_OUT;
}

/**
 * The shopper's greeting name and cart count for the header's islands. One request per page load
 * however many islands ask (SWR shares the key); after a cart change, call
 * `mutate(SESSION_SUMMARY_URL)` from 'swr' to refresh the badge.
 */
export function useSessionSummary(): { summary: SessionSummary; loaded: boolean } {
  const { data } = useSWR(SESSION_SUMMARY_URL, fetchSessionSummary, {
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
  await mutate(SESSION_SUMMARY_URL, fetchSessionSummary(SESSION_SUMMARY_URL), {
    revalidate: false,
  });
}

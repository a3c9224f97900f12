import { callBff } from '@/lib/bff/browser';
import type { NigerianState } from '@/lib/contract/states';

/** The marketplace's warehouse states through the BFF; none when it cannot tell. */
export async function fetchWarehouseStates(): Promise<string[]> {
  const answer = await callBff<{ states?: unknown } | undefined>('/api/location', {
    cache: 'default',
  });
  const states = answer.ok ? answer.data?.states : undefined;
  return Array.isArray(states) ? states.filter((state) => typeof state === 'string') : [];
}

/** Keeps the choice in the location cookie (set by the BFF); true when it was kept. */
export async function saveLocationChoice(location: NigerianState): Promise<boolean> {
  const answer = await callBff('/api/location', { method: 'POST', body: { location } });
  return answer.ok;
}

import type { NigerianState } from '@/lib/contract/states';

/** The marketplace's warehouse states through the BFF; none when it cannot tell. */
export async function fetchWarehouseStates(): Promise<string[]> {
  try {
    const response = await fetch('/api/location', { headers: { accept: 'application/json' } });
    if (!response.ok) return [];
    const { states } = (await response.json()) as { states?: unknown };
    return Array.isArray(states) ? states.filter((state) => typeof state === 'string') : [];
  } catch {
    return [];
  }
}

/** Keeps the choice in the location cookie (set by the BFF); true when it was kept. */
export async function saveLocationChoice(location: NigerianState): Promise<boolean> {
  try {
    const response = await fetch('/api/location', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ location }),
    });
    return response.ok;
  } catch {
    return false;
  }
}

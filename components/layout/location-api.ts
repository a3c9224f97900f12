import * as api from '@/lib/browser/api/header';
import type { LocationChoice } from '@/lib/shared/location';

/** The marketplace's warehouse states through the BFF; none when it cannot tell. */
export async function fetchWarehouseStates(): Promise<string[]> {
  const answer = await api.location.warehouseStates({ cache: 'default' });
  const states = answer.ok ? answer.data?.states : undefined;
  return Array.isArray(states) ? states.filter((state) => typeof state === 'string') : [];
}

/** Keeps the choice (a state or All Nigeria) in the location cookie, set by the BFF; true when kept. */
export async function saveLocationChoice(location: LocationChoice): Promise<boolean> {
  const answer = await api.location.save({ location });
  return answer.ok;
}

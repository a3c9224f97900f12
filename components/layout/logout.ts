import { mutate } from 'swr';
import * as api from '@/lib/browser/api/header';

/**
 * Logout (spec section 4): ask the BFF to end the session, clear everything the browser holds, and
 * go to / with a full page load. A failed logout call is only logged: the shopper still leaves.
 */
export async function logout(): Promise<void> {
  const answer = await api.auth.logout();
  if (answer.status === 0) console.error('Logout call failed');
  try {
    localStorage.clear();
    sessionStorage.clear();
  } catch {
    // Storage can be unavailable (private modes); there is nothing of ours to clear then.
  }
  await mutate(() => true, undefined, { revalidate: false });
  // A full load on purpose: no client state of the signed-in shopper survives it.
  // eslint-disable-next-line @next/next/no-location-assign-relative-destination
  window.location.assign('/');
}

import { isNigerianState, type NigerianState } from '@/lib/contract/states';
import { LOCATION_COOKIE } from '@/lib/location';

/**
 * The chosen location in a `document.cookie` string, or undefined before the first choice. The
 * server writes the value URL-encoded ("FCT%20-%20Abuja"); a value that is not one of the 37
 * states counts as no choice.
 */
export function locationFromCookies(cookieText: string): NigerianState | undefined {
  for (const pair of cookieText.split(';')) {
    const separator = pair.indexOf('=');
    if (separator < 0 || pair.slice(0, separator).trim() !== LOCATION_COOKIE) continue;
    try {
      const value = decodeURIComponent(pair.slice(separator + 1).trim());
      return isNigerianState(value) ? value : undefined;
    } catch {
      return undefined;
    }
  }
  return undefined;
}

/** Spec section 4: when the marketplace has exactly one warehouse state, it is chosen for the shopper. */
export function automaticLocation(warehouseStates: readonly string[]): NigerianState | undefined {
  if (warehouseStates.length !== 1) return undefined;
  const [only] = warehouseStates;
  return isNigerianState(only) ? only : undefined;
}

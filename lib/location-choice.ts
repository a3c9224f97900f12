import { isNigerianState, type NigerianState } from '@/lib/contract/states';
import {
  isLocationChoice,
  LOCATION_COOKIE,
  LOCATION_LATER_COOKIE,
  type LocationChoice,
} from '@/lib/location';

/** A cookie's value, URL-decoded as the server writes it; undefined when absent or malformed. */
function cookieValue(cookieText: string, name: string): string | undefined {
  for (const pair of cookieText.split(';')) {
    const separator = pair.indexOf('=');
    if (separator < 0 || pair.slice(0, separator).trim() !== name) continue;
    try {
      return decodeURIComponent(pair.slice(separator + 1).trim());
    } catch {
      return undefined;
    }
  }
  return undefined;
}

/**
 * The chosen state in a `document.cookie` string, or undefined before the first choice. The
 * server writes the value URL-encoded ("FCT%20-%20Abuja"); a value that is not one of the 37
 * states (All Nigeria included) counts as no state.
 */
export function locationFromCookies(cookieText: string): NigerianState | undefined {
  const value = cookieValue(cookieText, LOCATION_COOKIE);
  return isNigerianState(value) ? value : undefined;
}

/** The shopper's location choice, a state or All Nigeria, or undefined before the first choice. */
export function locationChoiceFromCookies(cookieText: string): LocationChoice | undefined {
  const value = cookieValue(cookieText, LOCATION_COOKIE);
  return isLocationChoice(value) ? value : undefined;
}

/** Whether the shopper put the location question off for this browser session. */
export function locationPutOff(cookieText: string): boolean {
  return cookieValue(cookieText, LOCATION_LATER_COOKIE) === '1';
}

/** Spec section 4: when the marketplace has exactly one warehouse state, it is chosen for the shopper. */
export function automaticLocation(warehouseStates: readonly string[]): NigerianState | undefined {
  if (warehouseStates.length !== 1) return undefined;
  const [only] = warehouseStates;
  return isNigerianState(only) ? only : undefined;
}

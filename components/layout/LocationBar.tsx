import { getSettings } from '@/lib/server/settings';
import { LocationPrompt } from './LocationPrompt';

/**
 * The compact location bar at the top of product and store pages (issue 27): shown only to a
 * shopper who has not chosen a location, without covering anything (LocationPrompt).
 */
export function LocationBar() {
  return <LocationPrompt siteName={getSettings().siteName} />;
}

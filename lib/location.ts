/** The header's location label: names longer than 5 characters are cut to their first 3 plus "...". */
export function shortLocationLabel(name: string): string {
  return name.length > 5 ? `${name.slice(0, 3)}...` : name;
}

/** Cookie holding the shopper's chosen state: not secret, read on the server to render lists. */
export const LOCATION_COOKIE = 'oja_location';

/** An address as the checkout (area) and the address book (city) both hold it. */
export interface AddressParts {
  address: string;
  /** The delivery area of an order, the city of a saved address. */
  city?: string | null;
  state?: string | null;
  postcode?: string | null;
}

const same = (a: string, b: string) => a.localeCompare(b, 'en', { sensitivity: 'base' }) === 0;

/** The address's own last comma part: "12 Allen Avenue, Ikeja" ends with "Ikeja". */
const lastPart = (address: string) => address.split(',').at(-1)?.trim() ?? '';

/**
 * An address in two lines, street then place, naming a place once (issue 38: "12 Allen Avenue,
 * Ikeja, Ikeja, Lagos"): the city is left out when the street already ends with it or when it is
 * the state's own name.
 */
export function addressLines({ address, city, state, postcode }: AddressParts) {
  const street = address.trim();
  const town = city?.trim() ?? '';
  const region = state?.trim() ?? '';
  const repeated = town !== '' && (same(town, lastPart(street)) || same(town, region));
  const place = [repeated ? '' : town, region].filter(Boolean).join(', ');
  const code = postcode?.trim() ?? '';
  return { street, place: [place, code].filter(Boolean).join(' ') };
}

/** The same address on one line: "12 Allen Avenue, Ikeja, Lagos 100271". */
export function addressLine(parts: AddressParts): string {
  const { street, place } = addressLines(parts);
  return [street, place].filter(Boolean).join(', ');
}

import { automaticLocation, locationFromCookies } from '@/lib/location-choice';
import { isNigerianState } from '@/lib/contract/states';
import { LOCATION_COOKIE } from '@/lib/location';

describe('locationFromCookies', () => {
  it('finds the chosen state among other cookies', () => {
    expect(locationFromCookies(`a=1; ${LOCATION_COOKIE}=Lagos; b=2`)).toBe('Lagos');
  });

  it('decodes the URL-encoded value the server writes', () => {
    expect(locationFromCookies(`${LOCATION_COOKIE}=FCT%20-%20Abuja`)).toBe('FCT - Abuja');
    expect(locationFromCookies(`${LOCATION_COOKIE}=Akwa%20Ibom`)).toBe('Akwa Ibom');
  });

  it('is undefined before a choice or for a value that is not one of the 37 states', () => {
    expect(locationFromCookies('')).toBeUndefined();
    expect(locationFromCookies('other=Lagos')).toBeUndefined();
    expect(locationFromCookies(`${LOCATION_COOKIE}=Atlantis`)).toBeUndefined();
    expect(locationFromCookies(`${LOCATION_COOKIE}=%E0%A4%A`)).toBeUndefined();
    expect(locationFromCookies(`x${LOCATION_COOKIE}=Lagos`)).toBeUndefined();
  });
});

describe('automaticLocation', () => {
  it('chooses the only warehouse state', () => {
    expect(automaticLocation(['Kano'])).toBe('Kano');
  });

  it('chooses nothing when there are several, none, or an unknown one', () => {
    expect(automaticLocation(['Kano', 'Lagos'])).toBeUndefined();
    expect(automaticLocation([])).toBeUndefined();
    expect(automaticLocation(['Atlantis'])).toBeUndefined();
  });
});

describe('isNigerianState', () => {
  it('accepts the 37 names exactly', () => {
    expect(isNigerianState('FCT - Abuja')).toBe(true);
    expect(isNigerianState('lagos')).toBe(false);
    expect(isNigerianState(24)).toBe(false);
  });
});

import { automaticLocation } from '@/lib/shared/location-choice';
import { isNigerianState, NIGERIAN_STATES } from '@/lib/contract/states';
import {
  asksLocationOnFirstVisit,
  isLocationChoice,
  MOST_SHOPPED_STATES,
  OTHER_STATES,
  stateMatches,
} from '@/lib/shared/location';

describe('isLocationChoice', () => {
  it('accepts the 37 states and All Nigeria, exactly', () => {
    expect(isLocationChoice('Lagos')).toBe(true);
    expect(isLocationChoice('All Nigeria')).toBe(true);
    expect(isLocationChoice('all nigeria')).toBe(false);
    expect(isLocationChoice(undefined)).toBe(false);
  });
});

describe('the location question’s order', () => {
  it('puts the most-shopped states first, then the rest A to Z, each state once', () => {
    expect(MOST_SHOPPED_STATES).toEqual(['Lagos', 'FCT - Abuja', 'Rivers', 'Kano', 'Oyo']);
    expect(OTHER_STATES[0]).toBe('Abia');
    expect(OTHER_STATES.at(-1)).toBe('Zamfara');
    expect([...OTHER_STATES]).toEqual([...OTHER_STATES].sort());
    expect([...MOST_SHOPPED_STATES, ...OTHER_STATES].sort()).toEqual([...NIGERIAN_STATES].sort());
  });
});

describe('stateMatches', () => {
  it.each([
    ['FCT - Abuja', 'abu'],
    ['FCT - Abuja', 'FCT'],
    ['FCT - Abuja', 'fct – abuja'],
    ['Akwa Ibom', 'ibom'],
    ['Akwa Ibom', 'akwa i'],
    ['Lagos', ' LAG '],
    ['Kano', ''],
    ['All Nigeria', 'nig'],
  ])('%s meets %j', (state, typed) => {
    expect(stateMatches(state, typed)).toBe(true);
  });

  it.each([
    ['Lagos', 'agos'],
    ['Kano', 'kanoo'],
    ['Niger', 'nigeria'],
  ])('%s does not meet %j', (state, typed) => {
    expect(stateMatches(state, typed)).toBe(false);
  });
});

describe('asksLocationOnFirstVisit', () => {
  it.each(['/', '/shop', '/search', '/shop/'])('asks with the modal on %s', (path) => {
    expect(asksLocationOnFirstVisit(path)).toBe(true);
  });

  it.each(['/products/12', '/vendors/Delta%20Palms', '/cart', '/about', '/shopping'])(
    'does not on %s',
    (path) => {
      expect(asksLocationOnFirstVisit(path)).toBe(false);
    },
  );
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

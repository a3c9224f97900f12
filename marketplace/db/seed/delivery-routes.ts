import type { NigerianState } from '@/lib/contract/states';
import { DELIVERY_AREAS } from './marketing';

/**
 * The inter-state fee table, kept with the delivery areas (decision 045): what it costs, and how
 * long it takes, to bring a parcel from a warehouse's state to a state with delivery areas. A
 * shipment's fee is this route's fee plus the delivery area's own price; within one state the
 * route costs nothing. Migration 0015 writes the same rows into existing databases (a test keeps
 * the two equal).
 */

type Region = 'south-west' | 'south' | 'north-central' | 'north-west';

const REGION: Partial<Record<NigerianState, Region>> = {
  Lagos: 'south-west',
  Oyo: 'south-west',
  Rivers: 'south',
  Enugu: 'south',
  'FCT - Abuja': 'north-central',
  Plateau: 'north-central',
  Kano: 'north-west',
  Kaduna: 'north-west',
};

/** Regions a road trip apart; any other pair of different regions is the far side of the country. */
const NEIGHBOURS: [Region, Region][] = [
  ['south-west', 'south'],
  ['south-west', 'north-central'],
  ['south', 'north-central'],
  ['north-central', 'north-west'],
];

/** Naira and days by how far apart the two states are. */
const LEGS = {
  sameState: { naira: 0, minDays: 1, maxDays: 2 },
  sameRegion: { naira: 1_500, minDays: 2, maxDays: 3 },
  neighbours: { naira: 3_000, minDays: 3, maxDays: 5 },
  far: { naira: 4_500, minDays: 4, maxDays: 7 },
} as const;

export interface DeliveryRouteSeed {
  fromState: string;
  toState: string;
  feeKobo: number;
  minDays: number;
  maxDays: number;
}

function leg(from: NigerianState, to: NigerianState) {
  if (from === to) return LEGS.sameState;
  const a = REGION[from];
  const b = REGION[to];
  if (a === b) return LEGS.sameRegion;
  const near = NEIGHBOURS.some(([x, y]) => (x === a && y === b) || (x === b && y === a));
  return near ? LEGS.neighbours : LEGS.far;
}

/** Every warehouse state to every state with delivery areas (the seed's are the same eight). */
export function deliveryRoutes(): DeliveryRouteSeed[] {
  const states = Object.keys(DELIVERY_AREAS) as NigerianState[];
  return states.flatMap((from) =>
    states.map((to) => {
      const { naira, minDays, maxDays } = leg(from, to);
      return { fromState: from, toState: to, feeKobo: naira * 100, minDays, maxDays };
    }),
  );
}

import { NIGERIAN_STATES, type NigerianState } from '@/lib/contract/states';
import { capitalDistanceKm } from './state-capitals';

/**
 * The inter-state fee table (decisions 045 and 053): what it costs, and how long it takes, to bring
 * a parcel from one state to another. A shipment's fee is its route's fee plus the delivery area's
 * own price. The rows are not typed in: they follow from the distance between the two states'
 * capitals (state-capitals.ts) by the bands below, for every state to every state, so a new
 * warehouse state needs no new rows. Every start writes them into the database
 * (db/reference-data.ts); a test keeps the stored rows equal to these.
 */

export interface RouteBand {
  /** Distances below this many kilometres fall in the band. */
  belowKm: number;
  naira: number;
  minDays: number;
  maxDays: number;
}

/** Within one state: no route fee, so a one-state cart costs exactly the area's price (the spec). */
export const SAME_STATE = { naira: 0, minDays: 1, maxDays: 2 } as const;

/** Nearest first; past the last band, FAR_BAND. */
export const ROUTE_BANDS: readonly RouteBand[] = [
  { belowKm: 250, naira: 1_500, minDays: 2, maxDays: 3 },
  { belowKm: 550, naira: 3_000, minDays: 3, maxDays: 5 },
  { belowKm: 900, naira: 4_500, minDays: 4, maxDays: 7 },
];
export const FAR_BAND = { naira: 6_000, minDays: 5, maxDays: 8 } as const;

export interface DeliveryRouteSeed {
  fromState: string;
  toState: string;
  feeKobo: number;
  minDays: number;
  maxDays: number;
  /** Between the two capitals; 0 within a state. For "nearest first", not for fees. */
  distanceKm: number;
}

/** One route by the rule. */
export function deliveryRoute(from: NigerianState, to: NigerianState): DeliveryRouteSeed {
  const distanceKm = from === to ? 0 : capitalDistanceKm(from, to);
  const band =
    from === to ? SAME_STATE : (ROUTE_BANDS.find((b) => distanceKm < b.belowKm) ?? FAR_BAND);
  return {
    fromState: from,
    toState: to,
    feeKobo: band.naira * 100,
    minDays: band.minDays,
    maxDays: band.maxDays,
    distanceKm,
  };
}

/** Every state to every state: 37 × 37 rows. */
export function deliveryRoutes(): DeliveryRouteSeed[] {
  return NIGERIAN_STATES.flatMap((from) => NIGERIAN_STATES.map((to) => deliveryRoute(from, to)));
}

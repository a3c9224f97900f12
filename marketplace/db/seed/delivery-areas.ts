import { NIGERIAN_STATES, type NigerianState } from '@/lib/contract/states';
import { STATE_CAPITALS } from './state-capitals';

/**
 * Where the marketplace delivers, with each area's price in naira (decisions 045 and 053): every
 * state and the FCT. The warehouse states keep their richer areas; every other state has two
 * zones, its capital and the rest of the state. The seed writes these rows, and every start adds
 * any an existing database lacks (db/reference-data.ts), leaving the prices it holds alone.
 */

/** The warehouse states' own areas, as the seed has had them since issue 30. */
const RICHER_AREAS: Partial<Record<NigerianState, [area: string, naira: number][]>> = {
  Lagos: [
    ['Ikeja', 2_500],
    ['Lekki', 3_500],
    ['Surulere', 2_500],
    ['Yaba', 2_500],
    ['Ikorodu', 3_000],
    ['Victoria Island', 3_500],
  ],
  Oyo: [
    ['Bodija', 1_500],
    ['Challenge', 1_500],
    ['Mokola', 1_500],
    ['Ring Road', 2_000],
    ['Ogbomoso', 4_000],
  ],
  Kano: [
    ['Sabon Gari', 1_500],
    ['Nassarawa GRA', 2_000],
    ['Tarauni', 2_000],
    ['Fagge', 1_500],
    ['Kano Municipal', 1_500],
  ],
  'FCT - Abuja': [
    ['Wuse', 3_000],
    ['Garki', 3_000],
    ['Maitama', 3_500],
    ['Gwarinpa', 3_000],
    ['Kubwa', 3_500],
    ['Lugbe', 3_500],
  ],
  Rivers: [
    ['GRA Phase 2', 2_500],
    ['Rumuokoro', 2_000],
    ['Trans-Amadi', 2_000],
    ['D-Line', 2_000],
    ['Choba', 3_000],
  ],
  Enugu: [
    ['Independence Layout', 2_000],
    ['New Haven', 1_500],
    ['Trans-Ekulu', 1_500],
    ['Abakpa', 1_500],
    ['Nsukka', 4_000],
  ],
  Kaduna: [
    ['Barnawa', 1_500],
    ['Malali', 1_500],
    ['Ungwan Rimi', 2_000],
    ['Kakuri', 1_500],
    ['Zaria', 4_500],
  ],
  Plateau: [
    ['Rayfield', 2_000],
    ['Bukuru', 1_500],
    ['Terminus', 1_500],
    ['Angwan Rogo', 1_500],
  ],
};

/** A state without richer areas: a rider in the capital, a longer trip anywhere else. */
export const CAPITAL_ZONE_NAIRA = 2_000;
export const REST_OF_STATE_NAIRA = 3_500;
export const restOfState = (state: NigerianState) => `Rest of ${state}`;

/** Every state's areas: the warehouse states first (the seed's order since issue 30), then A to Z. */
export const DELIVERY_AREAS: Record<NigerianState, [area: string, naira: number][]> =
  Object.fromEntries([
    ...Object.entries(RICHER_AREAS),
    ...NIGERIAN_STATES.filter((state) => !RICHER_AREAS[state]).map((state) => [
      state,
      [
        [STATE_CAPITALS[state].capital, CAPITAL_ZONE_NAIRA],
        [restOfState(state), REST_OF_STATE_NAIRA],
      ],
    ]),
  ]) as Record<NigerianState, [area: string, naira: number][]>;

/**
 * Delivery areas whose riders do not take payment at the door (outlying areas, long trips with
 * cash): pay on delivery is not offered there, nor in any "rest of the state" zone. Every other
 * area offers it (decision 040).
 */
export const NO_PAY_ON_DELIVERY: ReadonlySet<string> = new Set([
  'Lagos/Ikorodu',
  'Oyo/Ogbomoso',
  'FCT - Abuja/Kubwa',
  'Rivers/Choba',
  ...NIGERIAN_STATES.map((state) => `${state}/${restOfState(state)}`),
]);

export interface DeliveryAreaSeed {
  state: string;
  area: string;
  priceKobo: number;
  payOnDelivery: boolean;
}

/** The rows of delivery_areas, in the seed's order. */
export function deliveryAreaRows(): DeliveryAreaSeed[] {
  return Object.entries(DELIVERY_AREAS).flatMap(([state, areas]) =>
    areas.map(([area, naira]) => ({
      state,
      area,
      priceKobo: naira * 100,
      payOnDelivery: !NO_PAY_ON_DELIVERY.has(`${state}/${area}`),
    })),
  );
}

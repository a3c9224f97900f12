import { NIGERIAN_STATES } from '@/lib/contract/states';
import {
  FAR_BAND,
  ROUTE_BANDS,
  deliveryRoute,
  deliveryRoutes,
} from '@/marketplace/db/seed/delivery-routes';
import { DELIVERY_AREAS, deliveryAreaRows } from '@/marketplace/db/seed/delivery-areas';
import { STATE_CAPITALS, capitalDistanceKm } from '@/marketplace/db/seed/state-capitals';

describe('the distance between state capitals', () => {
  it('is known for every state, inside Nigeria', () => {
    expect(Object.keys(STATE_CAPITALS).sort()).toEqual([...NIGERIAN_STATES].sort());
    for (const { latitude, longitude } of Object.values(STATE_CAPITALS)) {
      expect(latitude).toBeGreaterThan(4);
      expect(latitude).toBeLessThan(14);
      expect(longitude).toBeGreaterThan(2.6);
      expect(longitude).toBeLessThan(14.7);
    }
  });

  it('matches known road-map figures', () => {
    expect(capitalDistanceKm('Lagos', 'Oyo')).toBeGreaterThan(95);
    expect(capitalDistanceKm('Lagos', 'Oyo')).toBeLessThan(125);
    expect(capitalDistanceKm('Kano', 'Lagos')).toBeGreaterThan(800);
    expect(capitalDistanceKm('Kano', 'Lagos')).toBeLessThan(860);
  });
});

describe('the route rule', () => {
  it('charges nothing within a state and takes 1–2 days, so one state’s cart costs the area’s price', () => {
    for (const state of NIGERIAN_STATES)
      expect(deliveryRoute(state, state)).toEqual({
        fromState: state,
        toState: state,
        feeKobo: 0,
        minDays: 1,
        maxDays: 2,
        distanceKm: 0,
      });
  });

  it('puts each distance in its band: nearer never costs more or takes longer', () => {
    expect(deliveryRoute('Lagos', 'Ogun')).toMatchObject({ feeKobo: 1_500_00, minDays: 2 });
    expect(deliveryRoute('Lagos', 'Anambra')).toMatchObject({ feeKobo: 3_000_00, maxDays: 5 });
    expect(deliveryRoute('Kano', 'Lagos')).toMatchObject({ feeKobo: 4_500_00, maxDays: 7 });
    expect(deliveryRoute('Lagos', 'Borno')).toMatchObject({
      feeKobo: FAR_BAND.naira * 100,
      maxDays: FAR_BAND.maxDays,
    });
    const routes = deliveryRoutes().filter((r) => r.fromState !== r.toState);
    const byDistance = [...routes].sort((a, b) => a.distanceKm - b.distanceKm);
    for (let i = 1; i < byDistance.length; i++) {
      expect(byDistance[i].feeKobo).toBeGreaterThanOrEqual(byDistance[i - 1].feeKobo);
      expect(byDistance[i].maxDays).toBeGreaterThanOrEqual(byDistance[i - 1].maxDays);
    }
    for (const band of ROUTE_BANDS) expect(band.minDays).toBeLessThanOrEqual(band.maxDays);
  });

  it('is symmetric and covers every state to every state', () => {
    const routes = deliveryRoutes();
    expect(routes).toHaveLength(37 * 37);
    for (const route of routes) {
      const back = deliveryRoute(route.toState as never, route.fromState as never);
      expect([back.feeKobo, back.minDays, back.maxDays, back.distanceKm]).toEqual([
        route.feeKobo,
        route.minDays,
        route.maxDays,
        route.distanceKm,
      ]);
    }
  });
});

describe('the delivery areas', () => {
  it('every state has areas: at least its capital and the rest of the state, priced', () => {
    expect(Object.keys(DELIVERY_AREAS).sort()).toEqual([...NIGERIAN_STATES].sort());
    const rows = deliveryAreaRows();
    for (const state of NIGERIAN_STATES) {
      const own = rows.filter((row) => row.state === state);
      expect(own.length).toBeGreaterThanOrEqual(2);
      for (const row of own) expect(row.priceKobo).toBeGreaterThan(0);
    }
    expect(rows.filter((row) => row.state === 'Anambra').map((row) => row.area)).toEqual([
      'Awka',
      'Rest of Anambra',
    ]);
    expect(new Set(rows.map((row) => `${row.state}/${row.area}`)).size).toBe(rows.length);
  });
});

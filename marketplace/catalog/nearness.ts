import { eq, inArray, notInArray, sql, type SQL } from 'drizzle-orm';
import type { DeliveryDays, Sort } from '../../lib/contract';
import { deliveryRoutes, products } from '../db/schema';
import type { CatalogReader } from './cache';

/**
 * Nearest first (decision 054): the shopper's location orders lists, it does not narrow them.
 * Products are ranked by their warehouse state: the shopper's own state first, then the states
 * whose delivery route to it is quickest (min_days, then max_days, from delivery_routes), states
 * with equal windows together, and last every state with no route there yet.
 */
export interface Nearness {
  /** Warehouse states by rank; the shopper's state leads, alone. The rest come after all of them. */
  groups: string[][];
  /** The delivery window from each state with a route to the shopper's location. */
  days: Map<string, DeliveryDays>;
}

export interface RouteRow {
  fromState: string;
  minDays: number;
  maxDays: number;
}

/** The ranking for a location from the routes that end there: pure, so that it is unit-tested. */
export function nearnessFor(location: string, routes: RouteRow[]): Nearness {
  const days = new Map(
    routes.map((route) => [route.fromState, { min: route.minDays, max: route.maxDays }]),
  );
  const byWindow = new Map<string, string[]>();
  const others = routes
    .filter((route) => route.fromState !== location)
    .sort(
      (a, b) =>
        a.minDays - b.minDays || a.maxDays - b.maxDays || a.fromState.localeCompare(b.fromState),
    );
  for (const route of others) {
    const window = `${route.minDays}-${route.maxDays}`;
    const group = byWindow.get(window) ?? [];
    group.push(route.fromState);
    byWindow.set(window, group);
  }
  return { groups: [[location], ...byWindow.values()], days };
}

/**
 * The routes to a location, kept with the catalog's answers. The table is a few hundred rows at
 * most (37 x 37), so one read a location serves every list.
 */
export function readNearness(
  catalog: CatalogReader,
  location: string | undefined,
): Promise<Nearness | undefined> {
  if (!location) return Promise.resolve(undefined);
  return catalog.cached(`nearness ${location}`, async () =>
    nearnessFor(location, await routesTo(catalog.db, location)),
  );
}

/** The delivery routes that end in `location`: where they start and their windows. */
export function routesTo(db: CatalogReader['db'], location: string) {
  return db
    .select({
      fromState: deliveryRoutes.fromState,
      minDays: deliveryRoutes.minDays,
      maxDays: deliveryRoutes.maxDays,
    })
    .from(deliveryRoutes)
    .where(eq(deliveryRoutes.toState, location));
}

/** The condition of each rank in order, the last one being every state that has no route. */
export function rankConditions({ groups }: Nearness): SQL[] {
  const ranked = groups.flat();
  return [
    ...groups.map((states) => inArray(products.warehouseState, states)),
    notInArray(products.warehouseState, ranked),
  ];
}

/** The rank of a product's state as an expression: 0 for the shopper's state, and so on. */
export function rankOf({ groups }: Nearness): SQL {
  const cases = groups.map(
    (states, rank) => sql`when ${inArray(products.warehouseState, states)} then ${rank}`,
  );
  return sql`(case ${sql.join(cases, sql` `)} else ${groups.length} end)`;
}

/**
 * A state's rank for the shopper, in JavaScript (rankOf's twin): its group's, and every state
 * with no route after them all.
 */
export function rankOfState({ groups }: Nearness): (state: string) => number {
  const ranks = new Map<string, number>();
  groups.forEach((states, rank) => states.forEach((state) => ranks.set(state, rank)));
  return (state) => ranks.get(state) ?? groups.length;
}

/** Which states' products a rank holds, for counting a rank from counts by state. */
export function statesOfRank(nearness: Nearness, rank: number): (state: string) => boolean {
  const rankOf = rankOfState(nearness);
  return (state) => rankOf(state) === rank;
}

/**
 * Whether nearness leads the order. A shopper who sorts by price or rating is comparing those: the
 * cheapest or best product comes first wherever it is. Newest and Relevance (the lists' own
 * orders) are led by nearness.
 */
export function nearnessLeads(sort: Sort): boolean {
  return sort === 'latest' || sort === 'relevance';
}

/**
 * Whether nearness breaks the sort's ties: on price, where ties are few and PostgreSQL's
 * incremental sort keeps the price index. Not on rating, whose ties are whole groups (every product
 * without reviews shares one rating): breaking them would sort all of them for each page.
 */
export function nearnessBreaksTies(sort: Sort): boolean {
  return sort === 'price' || sort === '-price';
}

/** An order whose ties (before the final id) go to the nearest product. */
export function nearestOnTies(order: SQL[], nearness: Nearness): SQL[] {
  return [...order.slice(0, -1), sql`${rankOf(nearness)}`, ...order.slice(-1)];
}

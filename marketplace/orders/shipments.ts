import { and, asc, eq, inArray, min } from 'drizzle-orm';
import type { OrderShipment } from '../../lib/contract/shipments';
import { SHIPMENT_MESSAGES } from '../../lib/contract/shipments';
import { isNigerianState } from '../../lib/contract/states';
import type { Database, Transaction } from '../db/client';
import { cartItems, deliveryAreas, deliveryRoutes, orderShipments, products } from '../db/schema';
import { badRequest } from '../errors';
import { koboToNaira } from '../money';

/**
 * Delivery to the shopper's state (issue 30, decision 045): a cart's lines are grouped by the
 * state of the warehouse they ship from, one shipment each, and every shipment is charged the
 * route's fee from its state to the delivery state plus the chosen area's price. Stock holds and
 * vendor payouts stay per line (create.ts); this only decides the shipping.
 */

export interface Planned<L> {
  fromState: string;
  lines: L[];
  /** Null while no area is chosen. */
  feeKobo: number | null;
  minDays: number;
  maxDays: number;
}

export interface ShipmentPlan<L> {
  area: { area: string; state: string; priceKobo: number } | null;
  shipments: Planned<L>[];
  /** Sum of the fees; null while no area is chosen. */
  shippingKobo: number | null;
}

/** States with at least one delivery area: where the marketplace delivers. */
export async function deliveryStates(db: Database): Promise<string[]> {
  const rows = await db
    .selectDistinct({ state: deliveryAreas.state })
    .from(deliveryAreas)
    .orderBy(asc(deliveryAreas.state));
  return rows.map((row) => row.state);
}

/**
 * Splits lines into shipments to `state`, in the order their states first appear. Refused with a
 * 400: a state without delivery areas, an area that is not one of the state's, a warehouse state
 * with no route there.
 */
export async function planShipments<L extends { warehouseState: string }>(
  db: Database,
  lines: L[],
  state: string,
  areaName?: string,
): Promise<ShipmentPlan<L>> {
  // Checked here first: a text that is no state never reaches the database.
  if (!isNigerianState(state)) throw badRequest(SHIPMENT_MESSAGES.noDelivery(state));
  const areas = await db.select().from(deliveryAreas).where(eq(deliveryAreas.state, state));
  if (areas.length === 0) throw badRequest(SHIPMENT_MESSAGES.noDelivery(state));
  const area = areaName ? areas.find((candidate) => candidate.area === areaName) : undefined;
  if (areaName && !area) throw badRequest(SHIPMENT_MESSAGES.unknownArea(state));

  const groups = new Map<string, L[]>();
  for (const line of lines)
    groups.set(line.warehouseState, [...(groups.get(line.warehouseState) ?? []), line]);
  const routes =
    groups.size === 0
      ? []
      : await db
          .select()
          .from(deliveryRoutes)
          .where(
            and(
              inArray(deliveryRoutes.fromState, [...groups.keys()]),
              eq(deliveryRoutes.toState, state),
            ),
          );
  const shipments = [...groups].map(([fromState, grouped]) => {
    const route = routes.find((candidate) => candidate.fromState === fromState);
    if (!route) throw badRequest(SHIPMENT_MESSAGES.noRoute(fromState, state));
    return {
      fromState,
      lines: grouped,
      feeKobo: area ? route.feeKobo + area.priceKobo : null,
      minDays: route.minDays,
      maxDays: route.maxDays,
    };
  });
  return {
    area: area ?? null,
    shipments,
    shippingKobo: area ? shipments.reduce((sum, shipment) => sum + shipment.feeKobo!, 0) : null,
  };
}

/** The customer's cart lines with the state each ships from, oldest first (as the order takes them). */
export async function cartShipmentLines(db: Database, customerId: number) {
  return db
    .select({ productId: products.id, warehouseState: products.warehouseState })
    .from(cartItems)
    .innerJoin(products, eq(products.id, cartItems.productId))
    .where(eq(cartItems.customerId, customerId))
    .orderBy(asc(cartItems.createdAt), asc(cartItems.id));
}

/**
 * The product page's line: from a warehouse state to the shopper's, the lowest fee over that
 * state's areas and the route's window, or "does not deliver".
 */
export async function quoteDelivery(db: Database, fromState: string, toState: string) {
  const [[route], [cheapest]] = await Promise.all([
    db
      .select()
      .from(deliveryRoutes)
      .where(and(eq(deliveryRoutes.fromState, fromState), eq(deliveryRoutes.toState, toState))),
    db
      .select({ priceKobo: min(deliveryAreas.priceKobo) })
      .from(deliveryAreas)
      .where(eq(deliveryAreas.state, toState)),
  ]);
  const areaKobo = cheapest?.priceKobo ?? null;
  if (!route || areaKobo === null) return { delivers: false as const, feeKobo: null, window: null };
  return {
    delivers: true as const,
    feeKobo: route.feeKobo + areaKobo,
    window: { minDays: route.minDays, maxDays: route.maxDays },
  };
}

/** Writes an order's shipments; gives each warehouse state's shipment id for its lines. */
export async function insertShipments(
  tx: Transaction,
  orderId: number,
  shipments: Planned<unknown>[],
): Promise<Map<string, number>> {
  const rows = await tx
    .insert(orderShipments)
    .values(
      shipments.map((shipment) => ({
        orderId,
        fromState: shipment.fromState,
        feeKobo: shipment.feeKobo ?? 0,
        minDays: shipment.minDays,
        maxDays: shipment.maxDays,
      })),
    )
    .returning({ id: orderShipments.id, fromState: orderShipments.fromState });
  return new Map(rows.map((row) => [row.fromState, row.id]));
}

/** An order's delivery state and shipments, for orderDetails. */
export async function orderShipmentFields(
  db: Database,
  order: { id: number; state: string },
  items: { id: number; shipmentId: number | null }[],
): Promise<{ deliveryState: string; shipments: OrderShipment[] }> {
  const rows = await db
    .select()
    .from(orderShipments)
    .where(eq(orderShipments.orderId, order.id))
    .orderBy(asc(orderShipments.id));
  return {
    deliveryState: order.state,
    shipments: rows.map((row) => ({
      fromState: row.fromState,
      lines: items.filter((item) => item.shipmentId === row.id).map((item) => item.id),
      fee: koboToNaira(row.feeKobo),
      window: { minDays: row.minDays, maxDays: row.maxDays },
    })),
  };
}

import { and, asc, eq, gte, sql } from 'drizzle-orm';
import type { CreateOrderBody } from '../../lib/contract/commerce';
import { rememberAddress } from '../accounts/addresses';
import type { Customer } from '../accounts/customers';
import type { MarketplaceConfig } from '../config';
import type { Database, Transaction } from '../db/client';
import { cartItems, orderItems, orders, orderVendorPayouts, products, vendors } from '../db/schema';
import { badRequest, HttpError } from '../errors';
import { nairaToKobo } from '../money';
import { orderMoney } from './money';
import { newOrderId } from './order-id';
import { readRates } from './rates';
import { releaseExpiredReservations } from './reservations';
import { insertShipments, planShipments } from './shipments';
import { cancelReplacedOrders, lockUnpaidOrders } from './unpaid';
import { queueTags, tags } from '../vendor-api/revalidation';

export const ORDER_MESSAGES = {
  created: 'Order created successfully',
  emptyCart: 'Your cart is empty.',
  unavailable: (title: string) =>
    `${title} is no longer available. Remove it from your cart to continue.`,
  shippingChanged:
    'The shipping price does not match the chosen area. Please choose the area again.',
  outOfStock: (title: string, left: number) =>
    left > 0 ? `Only ${left} left of ${title}.` : `${title} is out of stock.`,
  tooManyUnpaid: (count: number) =>
    `You already have ${count === 1 ? 'an order' : `${count} orders`} waiting for payment. Pay for one of them, or try again when its payment page has expired.`,
} as const;

async function cartLines(db: Database, customerId: number) {
  return db
    .select({
      productId: products.id,
      title: products.title,
      images: products.images,
      warehouseState: products.warehouseState,
      originalPriceKobo: products.originalPriceKobo,
      discountedPriceKobo: products.discountedPriceKobo,
      qty: cartItems.qty,
      vendorId: vendors.id,
      storeName: vendors.storeName,
      storeStatus: vendors.storeStatus,
      visible: products.visible,
      subaccountId: vendors.subaccountId,
    })
    .from(cartItems)
    .innerJoin(products, eq(products.id, cartItems.productId))
    .innerJoin(vendors, eq(vendors.id, products.vendorId))
    .where(eq(cartItems.customerId, customerId))
    .orderBy(asc(cartItems.createdAt), asc(cartItems.id));
}

/**
 * Gives back what the replaced orders held and takes what the new order needs, as one change per
 * product: in product id order, so that two orders sharing products lock them in the same order
 * and cannot deadlock. The conditional update is the whole race: of two shoppers after the last
 * unit, the second finds too little once the first commits, and updates nothing.
 */
async function moveStock(
  tx: Transaction,
  givenBack: Map<number, number>,
  lines: { productId: number; title: string; qty: number }[],
): Promise<number[]> {
  const moved: number[] = [];
  const change = new Map(givenBack);
  for (const line of lines)
    change.set(line.productId, (change.get(line.productId) ?? 0) - line.qty);
  for (const productId of [...change.keys()].sort((a, b) => a - b)) {
    const delta = change.get(productId)!;
    if (delta === 0) continue;
    const updated = await tx
      .update(products)
      .set({ quantity: sql`${products.quantity} + ${delta}` })
      .where(and(eq(products.id, productId), gte(products.quantity, -delta)))
      .returning({ id: products.id });
    if (updated.length > 0) {
      moved.push(productId);
      continue;
    }
    const line = lines.find((candidate) => candidate.productId === productId)!;
    const [left] = await tx
      .select({ quantity: products.quantity })
      .from(products)
      .where(eq(products.id, productId));
    const available = (left?.quantity ?? 0) + (givenBack.get(productId) ?? 0);
    throw new HttpError(409, ORDER_MESSAGES.outOfStock(line.title, available));
  }
  return moved;
}

/**
 * Turns the customer's cart into an unpaid order: items and prices from the cart and catalog,
 * shipping from its shipments to the chosen area (shipments.ts; a client figure that differs is
 * refused), tax and vendor payouts from the settings. Order, lines, payouts, the replacement of the customer's
 * earlier unpaid order and the stock reservation are one transaction; a line whose stock is gone,
 * or a customer at the limit of orders in payment, rolls everything back with a 409. The cart
 * stays as it is until the payment is verified.
 */
export async function createOrder(
  db: Database,
  config: MarketplaceConfig,
  customer: Customer,
  body: CreateOrderBody,
): Promise<{ orderId: string }> {
  await releaseExpiredReservations(db);
  const lines = await cartLines(db, customer.id);
  if (lines.length === 0) throw badRequest(ORDER_MESSAGES.emptyCart);
  const hidden = lines.find((line) => line.storeStatus !== 'Live' || !line.visible);
  if (hidden) throw badRequest(ORDER_MESSAGES.unavailable(hidden.title));

  // Delivered to the shopper's state, one shipment per warehouse state (decision 045).
  const plan = await planShipments(db, lines, body.state, body.area);
  const area = plan.area!;
  if (nairaToKobo(body.shipping) !== plan.shippingKobo)
    throw badRequest(ORDER_MESSAGES.shippingChanged);

  const rates = await readRates(db);
  const priced = lines.map((line) => ({
    ...line,
    priceKobo: line.discountedPriceKobo ?? line.originalPriceKobo,
  }));
  const money = orderMoney(priced, plan.shippingKobo!, rates);
  const orderId = newOrderId();

  await db.transaction(async (tx) => {
    // A customer has one cart, so every unpaid order is from the same cart: the new order replaces
    // the earlier ones, except those whose payment is under way (the shopper may be paying in
    // another tab; decision 030). Those still hold stock, and are capped.
    const unpaid = await lockUnpaidOrders(tx, customer.id);
    const inPayment = unpaid.filter((order) => order.inPayment && order.holding).length;
    if (inPayment >= config.maxUnpaidOrders)
      throw new HttpError(409, ORDER_MESSAGES.tooManyUnpaid(inPayment));

    const [order] = await tx
      .insert(orders)
      .values({
        orderId,
        customerId: customer.id,
        subtotalKobo: money.subtotalKobo,
        shippingKobo: money.shippingKobo,
        taxRate: rates.taxBasisPoints / 100,
        taxKobo: money.taxKobo,
        totalKobo: money.totalKobo,
        commissionRate: rates.commissionBasisPoints / 100,
        firstName: customer.firstName,
        lastName: customer.lastName,
        email: customer.email,
        phoneNumber: body.phoneNumber,
        address: body.address,
        area: area.area,
        state: area.state,
        postcode: body.postcode,
        reservedUntil: sql`now() + make_interval(mins => ${config.orderReservationMinutes})`,
      })
      .returning({ id: orders.id });
    const shipmentIds = await insertShipments(tx, order.id, plan.shipments);
    await tx.insert(orderItems).values(
      priced.map((line) => ({
        orderId: order.id,
        productId: line.productId,
        vendorId: line.vendorId,
        storeName: line.storeName,
        productTitle: line.title,
        productImage: line.images[0] ?? null,
        qty: line.qty,
        priceKobo: line.priceKobo,
        shipmentId: shipmentIds.get(line.warehouseState),
      })),
    );
    if (money.payouts.length > 0)
      await tx
        .insert(orderVendorPayouts)
        .values(money.payouts.map((payout) => ({ orderId: order.id, ...payout })));

    if (body.saveAddress)
      await rememberAddress(tx, customer.id, {
        state: area.state,
        city: area.area,
        address: body.address,
        postcode: body.postcode,
      });

    const replaced = unpaid.filter((order) => !order.inPayment);
    const givenBack = await cancelReplacedOrders(tx, replaced, order.id);
    const moved = await moveStock(tx, givenBack, priced);
    // The product pages show the stock left: they follow within seconds, as for a vendor's change.
    await queueTags(tx, config, moved.map(tags.product));
  });
  return { orderId };
}

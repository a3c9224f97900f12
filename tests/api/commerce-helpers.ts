import { randomUUID } from 'node:crypto';
import { eq, inArray, sql } from 'drizzle-orm';
import type { PaymentStatus } from '@/lib/contract';
import type { Database } from '@/marketplace/db/client';
import {
  customers,
  orderItems,
  orders,
  orderVendorPayouts,
  products,
  vendors,
} from '@/marketplace/db/schema';
import { NO_RATE_LIMITS, api, call, latestCode, newCustomer } from './accounts-helpers';
import { insertFixture, type Fixture, type FixtureProduct } from './fixtures';
import { startTestMarketplace, type TestMarketplace } from './harness';

/**
 * Shared by the cart, saved-items, reviews and checkout tests: the fixture catalog, signed-in
 * customers, and paid orders written straight into the database.
 */

/**
 * A real marketplace with the fixture catalog and no sign-in rate limits (tests sign up many
 * customers from one address), shared by the tests of one file and closed after it.
 */
export function withCommerceMarketplace(): { market: TestMarketplace; fixture: Fixture } {
  const shop = {} as { market: TestMarketplace; fixture: Fixture };
  beforeAll(async () => {
    shop.market = await startTestMarketplace(NO_RATE_LIMITS);
    shop.fixture = await insertFixture(shop.market.db);
  });
  afterAll(async () => {
    await shop.market?.close();
  });
  return shop;
}

/** The fixture's product of that title: the tests name products as shoppers see them. */
export function fixtureProduct(fixture: Fixture, title: string): FixtureProduct {
  const found = fixture.products.find((p) => p.title === title);
  if (!found) throw new Error(`no fixture product ${title}`);
  return found;
}

/** The stock the fixture gives a product. */
export const fixtureStock = (p: FixtureProduct) => 10 + p.day;

export interface Shopper {
  customerId: number;
  email: string;
  firstName: string;
  token: string;
}

/** Signs a new customer up through the API, verifies the mailed code and keeps the bearer token. */
export async function signedInCustomer(
  market: TestMarketplace,
  email: string,
  firstName = 'Adaeze',
): Promise<Shopper> {
  const { app, db } = market;
  const signup = await call(app, 'POST', api('signup'), { ...newCustomer(email), firstName });
  if (signup.status !== 201) throw new Error(`signup failed: ${JSON.stringify(signup.body)}`);
  const code = await latestCode(db, email);
  const verified = await call(app, 'POST', api('verify-email'), { email, code });
  if (verified.status !== 200) throw new Error(`verify failed: ${JSON.stringify(verified.body)}`);
  const [row] = await db
    .select({ id: customers.id })
    .from(customers)
    .where(sql`lower(${customers.email}) = lower(${email})`);
  return { customerId: row.id, email, firstName, token: verified.body.token as string };
}

export type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

/** Calls /api/customer/{path} as a shopper (or signed out without one). */
export function callAs(market: TestMarketplace, shopper?: Pick<Shopper, 'token'>) {
  return (method: Method, path: string, payload?: unknown) =>
    call(market.app, method, api(path), payload, { token: shopper?.token });
}

export interface InsertedOrder {
  id: number;
  orderId: string;
}

/**
 * An order of one unit of each product, written directly (orders, order_items and the vendors'
 * payouts) with its figures computed from the products as they are now: 7.5 % tax, 5 %
 * commission, no shipping. `paymentStatus` is 'paid' unless told otherwise.
 */
export async function insertPaidOrder(
  db: Database,
  customerId: number,
  productIds: number[],
  { paymentStatus = 'paid' }: { paymentStatus?: PaymentStatus } = {},
): Promise<InsertedOrder> {
  const lines = await db
    .select({
      productId: products.id,
      title: products.title,
      image: sql<string | null>`${products.images}->>0`,
      priceKobo: sql<number>`coalesce(${products.discountedPriceKobo}, ${products.originalPriceKobo})`,
      vendorId: vendors.id,
      storeName: vendors.storeName,
      subaccountId: vendors.subaccountId,
    })
    .from(products)
    .innerJoin(vendors, eq(vendors.id, products.vendorId))
    .where(inArray(products.id, productIds));
  if (lines.length !== new Set(productIds).size)
    throw new Error('insertPaidOrder: unknown product');
  const [customer] = await db.select().from(customers).where(eq(customers.id, customerId));

  const subtotalKobo = lines.reduce((sum, line) => sum + line.priceKobo, 0);
  const taxKobo = Math.round((subtotalKobo * 75) / 1000);
  const paid = paymentStatus === 'paid';
  return db.transaction(async (tx) => {
    const [order] = await tx
      .insert(orders)
      .values({
        orderId: `TEST-${randomUUID()}`,
        customerId,
        status: paid ? 'processing' : 'pending',
        paymentStatus,
        subtotalKobo,
        shippingKobo: 0,
        taxRate: 7.5,
        taxKobo,
        totalKobo: subtotalKobo + taxKobo,
        commissionRate: 5,
        firstName: customer.firstName,
        lastName: customer.lastName,
        email: customer.email,
        phoneNumber: customer.phone ?? '+234 803 555 0101',
        address: '12 Allen Avenue',
        area: 'Ikeja',
        state: 'Lagos',
        postcode: '100271',
        paidAt: paid ? new Date() : null,
        transactionId: paid ? `TX-${randomUUID()}` : null,
      })
      .returning({ id: orders.id, orderId: orders.orderId });
    await tx.insert(orderItems).values(
      lines.map((line) => ({
        orderId: order.id,
        productId: line.productId,
        vendorId: line.vendorId,
        storeName: line.storeName,
        productTitle: line.title,
        productImage: line.image,
        qty: 1,
        priceKobo: line.priceKobo,
      })),
    );
    const byVendor = new Map<number, { subaccountId: string; payoutKobo: number }>();
    for (const line of lines) {
      const payout = byVendor.get(line.vendorId) ?? {
        subaccountId: line.subaccountId ?? `RS_TEST_${line.vendorId}`,
        payoutKobo: 0,
      };
      payout.payoutKobo += Math.round((line.priceKobo * 95) / 100);
      byVendor.set(line.vendorId, payout);
    }
    await tx
      .insert(orderVendorPayouts)
      .values(
        [...byVendor].map(([vendorId, payout]) => ({ orderId: order.id, vendorId, ...payout })),
      );
    return order;
  });
}

/** Hides or shows a store, as its vendor or an operator would. */
export async function setStoreStatus(db: Database, vendorId: number, status: 'Live' | 'Hidden') {
  await db.update(vendors).set({ storeStatus: status }).where(eq(vendors.id, vendorId));
}

export async function setStock(db: Database, productId: number, quantity: number) {
  await db.update(products).set({ quantity }).where(eq(products.id, productId));
}

import { asc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { deliveryAreasQuery } from '../../lib/contract/commerce';
import { deliveryAreas } from '../db/schema';
import { parseInput } from '../errors';
import { koboToNaira } from '../money';

/** GET delivery-areas?state=: where a warehouse state delivers, with the price in naira. No session needed. */
export async function deliveryAreaRoutes(app: FastifyInstance) {
  app.get('/delivery-areas', async (request) => {
    const { state } = parseInput(deliveryAreasQuery, request.query);
    const rows = await app.db
      .select()
      .from(deliveryAreas)
      .where(eq(deliveryAreas.state, state))
      .orderBy(asc(deliveryAreas.area));
    return {
      areas: rows.map((row) => ({
        _id: String(row.id),
        area: row.area,
        price: koboToNaira(row.priceKobo),
      })),
    };
  });
}

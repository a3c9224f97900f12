import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { parseInput } from '../errors';
import { operationsAuth } from '../operations/auth';
import { listMisses } from '../search/misses';
import { moveOrder, type Move } from '../orders/moves';
import { retryRefund } from '../orders/refunds';
import { orderDetails } from '../orders/read';
import { paymentProvider } from '../payments/flutterwave';
import { orderIdParams } from '../../lib/contract/commerce';

const missesQuery = z.strictObject({
  days: z.coerce.number().int().min(1).max(366).default(30),
  limit: z.coerce.number().int().min(1).max(1000).default(200),
});

const moveBody = z.strictObject({
  /** Shipped: the carrier and tracking number, as the shopper will read it. */
  trackingNote: z
    .string({ error: 'trackingNote must be text.' })
    .max(300, 'Keep the tracking note under 300 characters.')
    .regex(/^[^\u0000-\u001f\u007f]*$/, 'The tracking note must be one line of text.')
    .optional(),
  /** Delivered, pay on delivery: naira the rider collected. */
  amountCollected: z
    .number({ error: 'amountCollected must be a number of naira.' })
    .min(0, 'amountCollected must be 0 or more.')
    .max(100_000_000, 'amountCollected is too large.')
    .optional(),
});

const MOVES: Move[] = ['processing', 'shipped', 'delivered', 'refused'];

/**
 * The marketplace staff's calls, under /api/operations, each behind the operations key
 * (marketplace/operations/auth.ts).
 */
export async function operationsRoutes(app: FastifyInstance) {
  app.addHook('onRequest', operationsAuth(app.config));

  /** Searches that found nothing, per day: what shoppers call things the synonyms miss. */
  app.get('/search/misses', async (request) => {
    const { days, limit } = parseInput(missesQuery, request.query);
    return { misses: await listMisses(app.db, days, limit) };
  });

  // The order's life (decision 040): each move is once-only; an illegal one is a 409.
  for (const move of MOVES)
    app.post(`/orders/:orderId/${move}`, async (request) => {
      const { orderId } = parseInput(orderIdParams, request.params);
      const input = parseInput(moveBody, request.body ?? {});
      const order = await moveOrder(app.db, app.config, orderId, move, input);
      // A refused order's units are back on the shelf: anyone waiting for one of them hears now.
      if (move === 'refused') void app.stockAlerts.sendNow();
      return { order: await orderDetails(app.db, order) };
    });

  /** A refund the provider refused or missed, asked again. */
  app.post('/orders/:orderId/refund', async (request) => {
    const { orderId } = parseInput(orderIdParams, request.params);
    const order = await retryRefund(
      app.db,
      app.config,
      paymentProvider(app.config),
      orderId,
      request.log,
    );
    return { order: await orderDetails(app.db, order) };
  });
}

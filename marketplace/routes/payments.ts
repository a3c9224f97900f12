import { createHash, timingSafeEqual } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { singleLine } from '../../lib/contract/common';
import { orders } from '../db/schema';
import { paymentProvider } from '../payments/flutterwave';
import { ProviderError, SANDBOX_PATH } from '../payments/provider';
import { sandboxRoutes } from '../payments/sandbox/routes';
import { verifyOrderPayment } from '../payments/verify';

/** Only the ids are read from a webhook: its status and amount are asked of the provider. */
const webhookBody = z.object({
  data: z.object({
    id: z.union([z.number(), singleLine('The transaction id').max(64)]),
    tx_ref: singleLine('The tx_ref').min(1).max(100),
  }),
});

/** Compares secrets in constant time: both sides are hashed to equal-length digests first. */
function sameSecret(given: string | string[] | undefined, expected: string): boolean {
  if (typeof given !== 'string') return false;
  const digest = (text: string) => createHash('sha256').update(text).digest();
  return timingSafeEqual(digest(given), digest(expected));
}

/**
 * POST /api/payments/webhook, called by the provider (Flutterwave, or the sandbox) after a charge.
 * A wrong `verif-hash` is a 401 and changes nothing; otherwise the transaction is verified with
 * the provider, exactly as the confirmation page does. Also mounts the sandbox provider when it
 * is the configured one.
 */
export async function paymentRoutes(app: FastifyInstance) {
  const { db, config } = app;
  const provider = paymentProvider(config);

  app.post('/api/payments/webhook', async (request, reply) => {
    if (!sameSecret(request.headers['verif-hash'], config.flwSecretHash))
      return reply.code(401).send({ message: 'Invalid webhook signature.' });
    const parsed = webhookBody.safeParse(request.body);
    if (!parsed.success) return reply.code(400).send({ message: 'Not a charge event.' });
    const { id, tx_ref: txRef } = parsed.data.data;
    const [order] = await db.select().from(orders).where(eq(orders.orderId, txRef));
    // Not ours (another integration on the same account): acknowledged so it is not retried.
    if (!order) return { status: 'ignored' };
    try {
      const outcome = await verifyOrderPayment(
        db,
        config,
        provider,
        order,
        String(id),
        request.log,
      );
      return { status: 'success', outcome };
    } catch (err) {
      if (!(err instanceof ProviderError)) throw err;
      request.log.warn({ err, orderId: txRef }, 'payment provider unavailable for webhook');
      return reply.code(502).send({ message: 'Payment provider unavailable; retry later.' });
    }
  });

  if (config.paymentProvider === 'sandbox')
    await app.register(sandboxRoutes, { prefix: SANDBOX_PATH });
}

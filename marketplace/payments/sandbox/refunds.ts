import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { z } from 'zod';
import { sandboxRefunds, sandboxTransactions } from '../../db/schema';
import { koboToNaira, nairaToKobo } from '../../money';

const refundBody = z.object({
  /** Naira; without it, what is left of the transaction. */
  amount: z.number().positive().optional(),
});

const error = (reply: FastifyReply, status: number, message: string) =>
  reply.status(status).send({ status: 'error', message, data: null });

/**
 * Flutterwave's refund call, POST /v3/transactions/:id/refund, in the sandbox: only a successful
 * transaction, and never more than what is left of it after earlier refunds. The check and the
 * insert run under the transaction's row lock, so two refunds at once cannot both take the rest.
 */
export function sandboxRefundRoutes(
  app: FastifyInstance,
  authorised: (request: unknown) => boolean,
) {
  const { db } = app;
  app.post<{ Params: { id: string } }>('/v3/transactions/:id/refund', async (request, reply) => {
    if (!authorised(request)) return error(reply, 401, 'Invalid authorization key');
    const id = /^[1-9]\d{0,9}$/.test(request.params.id) ? Number(request.params.id) : 0;
    const body = refundBody.safeParse(request.body ?? {});
    if (!body.success) return error(reply, 400, 'amount must be a positive number');
    const outcome = await db.transaction(async (tx) => {
      const [transaction] = id
        ? await tx
            .select()
            .from(sandboxTransactions)
            .where(eq(sandboxTransactions.id, id))
            .for('update')
        : [];
      if (!transaction) return { problem: 'No transaction was found for this id' } as const;
      if (transaction.status !== 'successful')
        return { problem: 'Only a successful transaction can be refunded' } as const;
      const [{ refunded }] = await tx
        .select({ refunded: sql<number>`coalesce(sum(${sandboxRefunds.amountKobo}), 0)::int` })
        .from(sandboxRefunds)
        .where(eq(sandboxRefunds.transactionId, transaction.id));
      const left = transaction.amountKobo - Number(refunded);
      const amountKobo = body.data.amount === undefined ? left : nairaToKobo(body.data.amount);
      if (left <= 0) return { problem: 'This transaction has been fully refunded' } as const;
      if (amountKobo > left)
        return { problem: `The refund amount is more than the ${koboToNaira(left)} left` } as const;
      const [refund] = await tx
        .insert(sandboxRefunds)
        .values({ transactionId: transaction.id, amountKobo, status: 'completed' })
        .returning();
      return { refund, transaction } as const;
    });
    if ('problem' in outcome) return error(reply, 400, outcome.problem!);
    const { refund, transaction } = outcome;
    return {
      status: 'success',
      message: 'Transaction refund initiated',
      data: {
        id: refund.id,
        account_id: 0,
        tx_id: transaction.id,
        flw_ref: transaction.flwRef,
        wallet_id: 0,
        amount_refunded: koboToNaira(refund.amountKobo),
        status: refund.status,
        destination: 'payment_source',
        meta: null,
        created_at: refund.createdAt.toISOString(),
      },
    };
  });
}

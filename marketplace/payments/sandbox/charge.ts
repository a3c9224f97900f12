import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { sandboxCheckouts, sandboxTransactions } from '../../db/schema';

/** What the hosted page's form decided to charge, before it is recorded. */
export type Charge = Pick<
  typeof sandboxTransactions.$inferInsert,
  'paymentType' | 'amountKobo' | 'status' | 'processorResponse' | 'cardLast4'
>;

/**
 * Records a charge on a checkout unless the link was paid meanwhile; undefined when it was.
 * Submits of one link at once (tabs, or API replicas sharing the database) queue on the
 * checkout's row, so the second reads the first's successful charge and makes none: the page's
 * earlier check alone let three of six through. A declined card leaves the link open.
 */
export async function chargeOnce(
  db: Database,
  checkout: typeof sandboxCheckouts.$inferSelect,
  charge: Charge,
) {
  return db.transaction(async (tx) => {
    await tx
      .select({ id: sandboxCheckouts.id })
      .from(sandboxCheckouts)
      .where(eq(sandboxCheckouts.id, checkout.id))
      .for('update');
    const [paid] = await tx
      .select({ id: sandboxTransactions.id })
      .from(sandboxTransactions)
      .where(
        and(
          eq(sandboxTransactions.checkoutId, checkout.id),
          eq(sandboxTransactions.status, 'successful'),
        ),
      )
      .limit(1);
    if (paid) return undefined;
    const [transaction] = await tx
      .insert(sandboxTransactions)
      .values({
        ...charge,
        checkoutId: checkout.id,
        txRef: checkout.txRef,
        flwRef: `FLW-SANDBOX-${randomUUID()}`,
        currency: checkout.currency,
      })
      .returning();
    return transaction;
  });
}

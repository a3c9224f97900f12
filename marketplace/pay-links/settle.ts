import { and, eq, isNull, sql } from 'drizzle-orm';
import type { MarketplaceConfig } from '../config';
import type { Transaction } from '../db/client';
import { outbox, payLinks, type OrderRow, type PayLinkRow } from '../db/schema';
import { payerReceiptMail } from '../mail/pay-link-mails';
import type { ProviderTransaction } from '../payments/provider';
import { orderMailLines } from '../orders/steps';

/**
 * What a verified transaction means for the order's payment links (decision 061), inside the
 * verification's transaction (payments/verify.ts). The checkout's `meta.pay_link`, given back by
 * the provider's verify answer, names the link the payer started from; a link of another order is
 * ignored.
 */

function linkIdOf(transaction: ProviderTransaction): number | null {
  const id = Number(transaction.meta.pay_link);
  return Number.isSafeInteger(id) && id > 0 ? id : null;
}

/**
 * The transaction paid the order: if it came through a link, the link records it (the order then
 * reads "Paid by someone else") and its payer, if they gave an e-mail, gets a receipt, once (the
 * outbox's dedupe key). Answers the link, or null.
 */
export async function settlePaidLink(
  tx: Transaction,
  config: MarketplaceConfig,
  order: OrderRow,
  transaction: ProviderTransaction,
): Promise<PayLinkRow | null> {
  const id = linkIdOf(transaction);
  if (id === null) return null;
  const [link] = await tx
    .update(payLinks)
    .set({
      paidAt: new Date(),
      transactionId: transaction.id,
      checkoutLink: null,
      checkoutExpiresAt: null,
    })
    .where(and(eq(payLinks.id, id), eq(payLinks.orderId, order.id), isNull(payLinks.paidAt)))
    .returning();
  if (link?.payerEmail) await queuePayerReceipt(tx, config, order, link, transaction);
  return link ?? null;
}

/** A failed attempt on a link's checkout closes it: the payer's next try opens a fresh one. */
export async function closeFailedLinkCheckout(
  tx: Transaction,
  order: OrderRow,
  transaction: ProviderTransaction,
): Promise<void> {
  const id = linkIdOf(transaction);
  if (id === null) return;
  await tx
    .update(payLinks)
    .set({ checkoutLink: null, checkoutExpiresAt: null })
    .where(and(eq(payLinks.id, id), eq(payLinks.orderId, order.id)));
}

async function queuePayerReceipt(
  tx: Transaction,
  config: MarketplaceConfig,
  order: OrderRow,
  link: PayLinkRow,
  transaction: ProviderTransaction,
) {
  const lines = await orderMailLines(tx, order.id);
  const message = payerReceiptMail({
    to: link.payerEmail!,
    shopperName: link.shopperName,
    siteName: config.siteName,
    totalKobo: order.totalKobo,
    deliveryState: order.state,
    lines,
    paymentType: transaction.paymentType,
    transactionId: transaction.id,
  });
  await tx
    .insert(outbox)
    .values({
      ...message,
      html: message.html ?? null,
      dedupeKey: `order:${order.orderId}:payer-receipt`,
      nextAttemptAt: config.smtpUrl ? sql`now()` : null,
    })
    .onConflictDoNothing();
}

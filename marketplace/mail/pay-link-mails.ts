import { escapeHtml } from './html';
import { formatNaira, type OrderMailLine } from './order-mails';
import type { MailMessage } from './outbox';

/** What the payer's receipt may say: nothing of the shopper but the name they chose to show. */
export interface PayerReceiptFacts {
  to: string;
  shopperName: string;
  siteName: string;
  totalKobo: number;
  deliveryState: string;
  lines: OrderMailLine[];
  /** card, bank_transfer or ussd; null when the provider did not say. */
  paymentType: string | null;
  /** The provider's transaction id: the reference to quote to the bank or support. */
  transactionId: string;
}

const HOW: Record<string, string> = {
  card: 'by card',
  bank_transfer: 'by bank transfer',
  ussd: 'by USSD',
};

/**
 * The payer's receipt (decision 061): what they paid for and how much, for whom (the name the
 * shopper chose to show), where it goes (the state only) and the payment's reference. Never the
 * shopper's address, phone, e-mail or order number, nor the link (only its hash is kept).
 */
export function payerReceiptMail(facts: PayerReceiptFacts): MailMessage {
  const how = facts.paymentType ? ` ${HOW[facts.paymentType] ?? ''}`.trimEnd() : '';
  const intro = `Thank you. You paid ${formatNaira(facts.totalKobo)}${how} on ${facts.siteName} for ${facts.shopperName}'s order, to be delivered in ${facts.deliveryState}.`;
  const lines = facts.lines.map(
    (line) =>
      `- ${line.productTitle} (sold by ${line.storeName}): ${line.qty} × ${formatNaira(line.priceKobo)}`,
  );
  const text = [
    intro,
    '',
    ...lines,
    '',
    `Total paid: ${formatNaira(facts.totalKobo)}`,
    `Payment reference: ${facts.transactionId}`,
    '',
    facts.siteName,
  ].join('\n');
  const html =
    `<!doctype html><html lang="en"><body style="font-family:system-ui,sans-serif;color:#222">` +
    `<p>${escapeHtml(intro)}</p><ul>` +
    facts.lines
      .map(
        (line) =>
          `<li>${escapeHtml(line.productTitle)} (sold by ${escapeHtml(line.storeName)}): ${line.qty} × ${formatNaira(line.priceKobo)}</li>`,
      )
      .join('') +
    `</ul><p><strong>Total paid: ${formatNaira(facts.totalKobo)}</strong><br>Payment reference: ${escapeHtml(facts.transactionId)}</p>` +
    `<p>${escapeHtml(facts.siteName)}</p></body></html>`;
  return {
    to: facts.to,
    subject: `Receipt: you paid ${formatNaira(facts.totalKobo)} for ${facts.shopperName}'s order`,
    text,
    html,
  };
}

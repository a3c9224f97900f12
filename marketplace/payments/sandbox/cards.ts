/**
 * Flutterwave's published test cards, as the sandbox answers them
 * (developer.flutterwave.com/docs/test-cards). Any other number is declined, so that a typo
 * never looks like a payment.
 */
export const TEST_CARDS = {
  success: '5531886652142950',
  insufficientFunds: '5258585922666506',
} as const;

export interface CardOutcome {
  status: 'successful' | 'failed';
  processorResponse: string;
}

export function chargeCard(cardNumber: string): CardOutcome {
  const digits = cardNumber.replace(/[\s-]/g, '');
  if (digits === TEST_CARDS.success) return { status: 'successful', processorResponse: 'Approved' };
  if (digits === TEST_CARDS.insufficientFunds)
    return { status: 'failed', processorResponse: 'Insufficient funds' };
  return { status: 'failed', processorResponse: 'Declined' };
}

/** What the hosted form needs before it charges: a 12–19 digit number, MM/YY expiry, 3–4 digit CVV. */
export function cardProblem(form: { cardNumber?: string; expiry?: string; cvv?: string }) {
  const digits = (form.cardNumber ?? '').replace(/[\s-]/g, '');
  if (!/^\d{12,19}$/.test(digits)) return 'Enter the card number (12 to 19 digits).';
  if (!/^(0[1-9]|1[0-2])\s*\/\s*\d{2}$/.test((form.expiry ?? '').trim()))
    return 'Enter the expiry date as MM/YY.';
  if (!/^\d{3,4}$/.test((form.cvv ?? '').trim())) return 'Enter the 3 or 4 digit CVV.';
  return undefined;
}

import { PAYMENT_OPTIONS, type PaymentOption } from '../../config';

/**
 * The sandbox's bank transfer and USSD, as Flutterwave Standard's hosted page offers them: a
 * transfer goes to a one-off account for the exact amount until it expires; USSD gives a code to
 * dial at the payer's bank. No bank takes part, so a button on the page stands in for the bank's
 * confirmation, and the tester may say another amount was sent (decision 039).
 */

/** Flutterwave's payment_type of each option. */
export const PAYMENT_TYPE_OF = {
  card: 'card',
  banktransfer: 'bank_transfer',
  ussd: 'ussd',
} as const satisfies Record<PaymentOption, string>;

/** Banks a payer may pick for USSD, with their short codes (as Nigerian banks publish them). */
export const USSD_BANKS = [
  { id: 'gtbank', name: 'GTBank', code: '737' },
  { id: 'access', name: 'Access Bank', code: '901' },
  { id: 'zenith', name: 'Zenith Bank', code: '966' },
  { id: 'firstbank', name: 'First Bank', code: '894' },
  { id: 'uba', name: 'UBA', code: '919' },
] as const;
export type UssdBank = (typeof USSD_BANKS)[number];

export const TRANSFER_BANK = 'Sandbox Bank (test)';

/** A transfer account with no session_duration to follow lasts as long as Flutterwave's default. */
const TRANSFER_DEFAULT_MINUTES = 60;

/** The options of a payload's payment_options; all three when it names none. */
export function offeredOptions(paymentOptions: string | undefined): PaymentOption[] | string {
  const names = (paymentOptions ?? '')
    .split(',')
    .map((name) => name.trim().toLowerCase())
    .filter(Boolean);
  if (names.length === 0) return [...PAYMENT_OPTIONS];
  const unknown = names.find((name) => !(PAYMENT_OPTIONS as readonly string[]).includes(name));
  if (unknown !== undefined)
    return `payment_options: the sandbox offers ${PAYMENT_OPTIONS.join(', ')}, not "${unknown}"`;
  return [...new Set(names)] as PaymentOption[];
}

/** The checkout's one-off account: ten digits from its id, so each checkout has its own. */
export function transferAccount(checkoutId: number): string {
  return `99${String(checkoutId % 1e8).padStart(8, '0')}`;
}

/** When the transfer account stops taking money: the session's end, or an hour. */
export function transferExpiresAt(createdAt: Date, sessionMinutes: number | undefined): Date {
  return new Date(createdAt.getTime() + (sessionMinutes ?? TRANSFER_DEFAULT_MINUTES) * 60_000);
}

export function ussdBank(id: string | undefined): UssdBank | undefined {
  return USSD_BANKS.find((bank) => bank.id === id);
}

/** What the payer dials: the bank's code, the merchant's and the checkout's reference. */
export function dialCode(bank: UssdBank, checkoutId: number): string {
  return `*${bank.code}*000*${String(checkoutId % 1e6).padStart(4, '0')}#`;
}

/** Naira as typed ("13,437.50", "₦13437.5"): kobo, or undefined when it is not an amount. */
export function typedAmountKobo(text: string | undefined): number | undefined {
  const plain = (text ?? '').replace(/[\s,₦]/g, '');
  if (!/^\d{1,9}(\.\d{1,2})?$/.test(plain)) return undefined;
  const kobo = Math.round(Number(plain) * 100);
  return kobo > 0 ? kobo : undefined;
}

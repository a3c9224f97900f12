import type { PaymentType } from '../../lib/contract/commerce';
import type { MarketplaceConfig } from '../config';

/** The Flutterwave Standard v3 payment payload (POST /v3/payments). Amounts are naira. */
export interface PaymentPayload {
  tx_ref: string;
  amount: number;
  currency: 'NGN';
  redirect_url: string;
  /** The methods the hosted page offers, comma-separated: card, banktransfer, ussd. */
  payment_options?: string;
  /** Minutes the provider takes payments on the link (Flutterwave: at most 1440). */
  session_duration?: number;
  customer: { email: string; phonenumber: string; name: string };
  customizations: { title: string; description: string; logo: string };
  /**
   * Flutterwave's `meta`: what the merchant wants back with the transaction. The verify answer
   * carries it, so it tells which checkout a transaction came from (`pay_link`: decision 061).
   */
  meta?: Record<string, string>;
  subaccounts: {
    id: string;
    transaction_charge_type: 'flat_subaccount';
    transaction_charge: number;
  }[];
}

/** A transaction as the provider's verify call tells it; never as a redirect or webhook tells it. */
export interface ProviderTransaction {
  id: string;
  txRef: string;
  /** successful, failed, pending, ... as the provider spells it. */
  status: string;
  amountKobo: number;
  currency: string;
  /** How it was paid (data.payment_type); null for a method the marketplace does not offer. */
  paymentType: PaymentType | null;
  /** The checkout's `meta` as the provider's verify answer gives it back; empty when none. */
  meta: Record<string, string>;
  /** The provider's answer, kept in payments.raw for audit. */
  raw: unknown;
}

/** A provider that did not answer, or answered in a way that is not about the transaction. */
export class ProviderError extends Error {}

/**
 * Where payments go. Both implementations speak Flutterwave Standard v3 over HTTP; they differ in
 * base URL and secrets only, so the code that talks to the sandbox is the code that talks to
 * Flutterwave.
 */
export interface PaymentProvider {
  /** Recorded with every payment: a transaction id is unique per provider. */
  name: MarketplaceConfig['paymentProvider'];
  createPayment(payload: PaymentPayload): Promise<{ link: string }>;
  /** null when the provider knows no such transaction. */
  verifyTransaction(transactionId: string): Promise<ProviderTransaction | null>;
  /** The latest transaction of a tx_ref; null when there is none yet. */
  verifyByReference(txRef: string): Promise<ProviderTransaction | null>;
  /**
   * Gives back part or all of a successful transaction (Flutterwave's POST
   * /v3/transactions/:id/refund). Throws ProviderError when the provider refuses or does not answer.
   */
  refund(transactionId: string, amountKobo: number): Promise<ProviderRefund>;
}

/** A refund as the provider reports it. */
export interface ProviderRefund {
  id: string;
  /** completed, or pending while the provider is still paying it back. */
  status: string;
  amountKobo: number;
}

export const SANDBOX_PATH = '/sandbox/flutterwave';

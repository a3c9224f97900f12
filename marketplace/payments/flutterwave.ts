import { z } from 'zod';
import { PAYMENT_TYPES, type PaymentType } from '../../lib/contract/commerce';
import type { MarketplaceConfig } from '../config';
import { koboToNaira, nairaToKobo } from '../money';
import {
  ProviderError,
  SANDBOX_PATH,
  type PaymentPayload,
  type PaymentProvider,
  type ProviderTransaction,
} from './provider';

/** The fields of Flutterwave's verify answer that the marketplace relies on. */
const verifyAnswer = z.object({
  status: z.literal('success'),
  data: z.object({
    id: z.union([z.number(), z.string()]),
    tx_ref: z.string(),
    status: z.string(),
    amount: z.number(),
    currency: z.string(),
    payment_type: z.string().optional(),
    meta: z.record(z.string(), z.unknown()).nullable().optional(),
  }),
});

/** Flutterwave's refund answer (POST /v3/transactions/:id/refund). */
const refundAnswer = z.object({
  status: z.literal('success'),
  data: z.object({
    id: z.union([z.number(), z.string()]),
    amount_refunded: z.number(),
    status: z.string(),
  }),
});

const paymentAnswer = z.object({
  status: z.literal('success'),
  data: z.object({ link: z.string().url() }),
});

export interface FlutterwaveClientOptions {
  name: PaymentProvider['name'];
  /** https://api.flutterwave.com, or the sandbox's base under this API. */
  baseUrl: string;
  secretKey: string;
  timeoutMs?: number;
}

/** The verify answer's meta, its string and number values as strings (Flutterwave adds its own keys). */
function metaOf(meta: Record<string, unknown> | null | undefined): Record<string, string> {
  const kept: Record<string, string> = {};
  for (const [key, value] of Object.entries(meta ?? {}))
    if (typeof value === 'string' || typeof value === 'number') kept[key] = String(value);
  return kept;
}

/** Flutterwave's payment_type, if it is one of the methods the marketplace offers. */
function paymentTypeOf(value: string | undefined): PaymentType | null {
  return (PAYMENT_TYPES as readonly string[]).includes(value ?? '') ? (value as PaymentType) : null;
}

/** Flutterwave Standard v3 over HTTP with the secret key as bearer token. */
export function createFlutterwaveClient({
  name,
  baseUrl,
  secretKey,
  timeoutMs = 15_000,
}: FlutterwaveClientOptions): PaymentProvider {
  async function request(method: 'GET' | 'POST', path: string, body?: unknown) {
    let response: Response;
    try {
      response = await fetch(`${baseUrl}${path}`, {
        method,
        headers: {
          authorization: `Bearer ${secretKey}`,
          accept: 'application/json',
          ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        },
        body: body === undefined ? undefined : JSON.stringify(body),
        signal: AbortSignal.timeout(timeoutMs),
      });
    } catch (err) {
      throw new ProviderError(`${name} did not answer ${method} ${path}: ${String(err)}`);
    }
    const json: unknown = await response.json().catch(() => undefined);
    return { status: response.status, json };
  }

  async function verify(path: string): Promise<ProviderTransaction | null> {
    const { status, json } = await request('GET', path);
    // Flutterwave answers an unknown id or reference with a 4xx {status: 'error'}; a wrong key is 401.
    if ((status === 400 || status === 404) && (json as { status?: string })?.status === 'error')
      return null;
    const parsed = verifyAnswer.safeParse(json);
    if (status !== 200 || !parsed.success)
      throw new ProviderError(`${name} answered ${status} to GET ${path}`);
    const { data } = parsed.data;
    return {
      id: String(data.id),
      txRef: data.tx_ref,
      status: data.status,
      amountKobo: nairaToKobo(data.amount),
      currency: data.currency,
      paymentType: paymentTypeOf(data.payment_type),
      meta: metaOf(data.meta),
      raw: json,
    };
  }

  return {
    name,
    async createPayment(payload: PaymentPayload) {
      const { status, json } = await request('POST', '/v3/payments', payload);
      const parsed = paymentAnswer.safeParse(json);
      if (status !== 200 || !parsed.success)
        throw new ProviderError(`${name} answered ${status} to POST /v3/payments`);
      return { link: parsed.data.data.link };
    },
    verifyTransaction: (transactionId) =>
      verify(`/v3/transactions/${encodeURIComponent(transactionId)}/verify`),
    verifyByReference: (txRef) =>
      verify(`/v3/transactions/verify_by_reference?tx_ref=${encodeURIComponent(txRef)}`),
    async refund(transactionId, amountKobo) {
      const path = `/v3/transactions/${encodeURIComponent(transactionId)}/refund`;
      const { status, json } = await request('POST', path, { amount: koboToNaira(amountKobo) });
      const parsed = refundAnswer.safeParse(json);
      if (status !== 200 || !parsed.success) {
        const message = (json as { message?: unknown } | undefined)?.message;
        throw new ProviderError(
          `${name} answered ${status} to POST ${path}${typeof message === 'string' ? `: ${message}` : ''}`,
        );
      }
      const { data } = parsed.data;
      return {
        id: String(data.id),
        status: data.status,
        amountKobo: nairaToKobo(data.amount_refunded),
      };
    },
  };
}

/** The configured provider: the sandbox (this API's own, under SANDBOX_PATH) or Flutterwave. */
export function paymentProvider(config: MarketplaceConfig): PaymentProvider {
  const sandbox = config.paymentProvider === 'sandbox';
  return createFlutterwaveClient({
    name: config.paymentProvider,
    baseUrl: sandbox ? `${config.internalUrl}${SANDBOX_PATH}` : config.flwBaseUrl,
    secretKey: config.flwSecretKey,
  });
}

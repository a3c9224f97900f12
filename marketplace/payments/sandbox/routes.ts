import { randomBytes } from 'node:crypto';
import { desc, eq } from 'drizzle-orm';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { singleLine } from '../../../lib/contract/common';
import type { Database } from '../../db/client';
import { sandboxCheckouts, sandboxTransactions } from '../../db/schema';
import { koboToNaira, nairaToKobo } from '../../money';
import type { PaymentPayload } from '../provider';
import { cardProblem, chargeCard } from './cards';
import { chargeOnce, type Charge } from './charge';
import {
  dialCode,
  offeredOptions,
  PAYMENT_TYPE_OF,
  transferAccount,
  transferExpiresAt,
  typedAmountKobo,
  ussdBank,
} from './methods';
import { hostedPage, type HostedPageOptions } from './page';
import { sandboxRefundRoutes } from './refunds';
import { createWebhookSender, type WebhookSender } from './webhook';

/** A string field of a call, named in the 400 as Flutterwave's API names it. */
const field = (name: string, max: number) => singleLine(name).max(max);

/** Flutterwave Standard's payment payload, as much as the sandbox needs to hold it. */
const paymentPayload = z.object({
  tx_ref: field('tx_ref', 100).min(1),
  amount: z.number().positive(),
  currency: field('currency', 3).length(3),
  redirect_url: field('redirect_url', 2000).url(),
  /** Comma-separated methods the page offers (card, banktransfer, ussd); all three without it. */
  payment_options: field('payment_options', 200).optional(),
  /** Minutes the link takes payments; without it, the link never expires. */
  session_duration: z.number().int().min(1).max(1440).optional(),
  customer: z.object({
    email: field('customer.email', 254).email(),
    phonenumber: field('customer.phonenumber', 50).optional().default(''),
    name: field('customer.name', 200).optional().default(''),
  }),
  customizations: z
    .object({
      title: field('customizations.title', 200).default(''),
      description: field('customizations.description', 500).default(''),
      logo: field('customizations.logo', 2000).default(''),
    })
    .default({ title: '', description: '', logo: '' }),
  /** Given back in the verify answer and the webhook, as Flutterwave does. */
  meta: z.record(z.string().max(100), field('meta', 200)).optional(),
  subaccounts: z
    .array(
      z.object({
        id: field('subaccounts.id', 100).min(1),
        transaction_charge_type: field('subaccounts.transaction_charge_type', 50).optional(),
        transaction_charge: z.number().min(0),
      }),
    )
    .max(100)
    .default([]),
});

const referenceQuery = z.object({ tx_ref: field('tx_ref', 100).min(1) });

/** The hosted page's token: what POST /v3/payments made (18 random bytes, base64url). */
const payParams = z.object({ token: singleLine('token').regex(/^[A-Za-z0-9_-]{1,64}$/) });

/** The hosted page's form; a browser sends strings, anything else is refused like a bad card. */
const payForm = z.object({
  /** Which of the page's forms; the card's when absent (the page before bank transfer and USSD). */
  method: z.enum(['card', 'banktransfer', 'ussd']).optional().default('card'),
  cardNumber: field('The card number', 40).optional(),
  expiry: field('The expiry date', 10).optional(),
  cvv: field('The CVV', 10).optional(),
  /** The bank transfer: the amount the bank received, in naira. */
  amount: field('The amount', 20).optional(),
  /** USSD: the payer's bank. */
  bank: field('The bank', 20).optional(),
  /** pay (card), transfer and ussd (the bank's confirmation), ussd-code (show the code), cancel. */
  action: z.enum(['pay', 'cancel', 'transfer', 'ussd-code', 'ussd']).optional(),
});

const EVENT_TYPES = {
  card: 'CARD_TRANSACTION',
  bank_transfer: 'BANK_TRANSFER_TRANSACTION',
  ussd: 'USSD_TRANSACTION',
} as const;

type Transaction = typeof sandboxTransactions.$inferSelect;
type Checkout = typeof sandboxCheckouts.$inferSelect;

const NOT_FOUND_PAGE =
  '<!doctype html><html lang="en"><title>Payment link not found</title><p>This payment link is not valid.</p></html>';
const EXPIRED_PAGE =
  '<!doctype html><html lang="en"><title>Payment link expired</title><p>This payment link has expired.</p></html>';

const error = (reply: FastifyReply, status: number, message: string) =>
  reply.status(status).send({ status: 'error', message, data: null });

/** Flutterwave's verify answer for one transaction. */
function transactionData(transaction: Transaction, checkout: Checkout) {
  const payload = checkout.payload as PaymentPayload;
  const amount = koboToNaira(transaction.amountKobo);
  return {
    id: transaction.id,
    tx_ref: transaction.txRef,
    flw_ref: transaction.flwRef,
    device_fingerprint: 'N/A',
    amount,
    currency: transaction.currency,
    charged_amount: amount,
    app_fee: 0,
    merchant_fee: 0,
    processor_response: transaction.processorResponse,
    auth_model: 'NOAUTH',
    narration: payload.customizations.title,
    status: transaction.status,
    payment_type: transaction.paymentType,
    created_at: transaction.createdAt.toISOString(),
    ...(transaction.paymentType === 'card'
      ? { card: { last_4digits: transaction.cardLast4, type: 'MASTERCARD' } }
      : {}),
    customer: {
      name: payload.customer.name,
      email: payload.customer.email,
      phone_number: payload.customer.phonenumber,
    },
    meta: payload.meta ?? null,
  };
}

function withQuery(url: string, params: Record<string, string>): string {
  const target = new URL(url);
  for (const [key, value] of Object.entries(params)) target.searchParams.set(key, value);
  return target.toString();
}

type PayForm = z.infer<typeof payForm>;
type PageUrl = (token: string) => string;
type Authorised = (request: FastifyRequest) => boolean;

const html = (reply: FastifyReply, status: number, body: string) =>
  reply
    .status(status)
    .header('content-type', 'text/html; charset=utf-8')
    .header('cache-control', 'no-store')
    .header('referrer-policy', 'no-referrer')
    .send(body);

/**
 * A stand-in for Flutterwave Standard v3, served by the API itself under /sandbox/flutterwave:
 * the same calls, answers and secrets, a hosted card page that takes Flutterwave's test cards,
 * and charge.completed webhooks. Its books are its own tables; the marketplace reaches it only
 * over HTTP, as it reaches Flutterwave.
 */
export async function sandboxRoutes(app: FastifyInstance) {
  const { db, config } = app;
  const webhooks = createWebhookSender(db, config, app.log);
  app.addHook('onClose', () => webhooks.close());
  acceptFormBodies(app);

  const authorised = (request: FastifyRequest) =>
    request.headers.authorization === `Bearer ${config.flwSecretKey}`;
  const pageUrl = (token: string) => `${config.publicUrl}/sandbox/flutterwave/pay/${token}`;
  sandboxRefundRoutes(app, (request) => authorised(request as FastifyRequest));
  paymentCreationRoute(app, authorised, pageUrl);
  verifyRoutes(app, authorised);
  hostedPageRoutes(app, pageUrl, webhooks);
}

/** The hosted page's forms post application/x-www-form-urlencoded, as a browser does. */
function acceptFormBodies(app: FastifyInstance) {
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit: 8 * 1024 },
    (_request, body, done) => done(null, Object.fromEntries(new URLSearchParams(body as string))),
  );
}

/** POST /v3/payments: holds the payment and answers the hosted page's link. */
function paymentCreationRoute(app: FastifyInstance, authorised: Authorised, pageUrl: PageUrl) {
  app.post('/v3/payments', async (request, reply) => {
    if (!authorised(request)) return error(reply, 401, 'Invalid authorization key');
    const parsed = paymentPayload.safeParse(request.body);
    if (!parsed.success) return error(reply, 400, parsed.error.issues[0].message);
    const payload = parsed.data;
    const options = offeredOptions(payload.payment_options);
    if (typeof options === 'string') return error(reply, 400, options);
    const token = randomBytes(18).toString('base64url');
    await app.db.insert(sandboxCheckouts).values({
      token,
      txRef: payload.tx_ref,
      amountKobo: nairaToKobo(payload.amount),
      currency: payload.currency,
      redirectUrl: payload.redirect_url,
      payload,
    });
    return { status: 'success', message: 'Hosted Link', data: { link: pageUrl(token) } };
  });
}

/** The two verify calls: by transaction id, and the latest of a tx_ref. */
function verifyRoutes(app: FastifyInstance, authorised: Authorised) {
  const { db } = app;
  app.get<{ Params: { id: string } }>('/v3/transactions/:id/verify', async (request, reply) => {
    if (!authorised(request)) return error(reply, 401, 'Invalid authorization key');
    const id = /^[1-9]\d{0,9}$/.test(request.params.id) ? Number(request.params.id) : 0;
    const [transaction] = id
      ? await db.select().from(sandboxTransactions).where(eq(sandboxTransactions.id, id))
      : [];
    return verifyAnswer(db, reply, transaction);
  });

  app.get('/v3/transactions/verify_by_reference', async (request, reply) => {
    if (!authorised(request)) return error(reply, 401, 'Invalid authorization key');
    const query = referenceQuery.safeParse(request.query);
    if (!query.success) return error(reply, 400, query.error.issues[0].message);
    const [transaction] = await db
      .select()
      .from(sandboxTransactions)
      .where(eq(sandboxTransactions.txRef, query.data.tx_ref))
      .orderBy(desc(sandboxTransactions.id))
      .limit(1);
    return verifyAnswer(db, reply, transaction);
  });
}

async function verifyAnswer(
  db: Database,
  reply: FastifyReply,
  transaction: Transaction | undefined,
) {
  if (!transaction) return error(reply, 400, 'No transaction was found for this id');
  const [checkout] = await db
    .select()
    .from(sandboxCheckouts)
    .where(eq(sandboxCheckouts.id, transaction.checkoutId));
  return {
    status: 'success',
    message: 'Transaction fetched successfully',
    data: transactionData(transaction, checkout),
  };
}

/** The checkout of a hosted page's path; a token that cannot be one finds none. */
async function findCheckout(db: Database, pageUrl: PageUrl, params: unknown) {
  const parsed = payParams.safeParse(params);
  if (!parsed.success) return undefined;
  const { token } = parsed.data;
  const [checkout] = await db
    .select()
    .from(sandboxCheckouts)
    .where(eq(sandboxCheckouts.token, token));
  if (!checkout) return undefined;
  // Like Flutterwave's link, it pays once: after a successful charge it only says so.
  const charges = await db
    .select({ status: sandboxTransactions.status })
    .from(sandboxTransactions)
    .where(eq(sandboxTransactions.checkoutId, checkout.id));
  const done = charges.some((charge) => charge.status === 'successful');
  const payload = checkout.payload as PaymentPayload;
  // Like Flutterwave's session_duration: past it, the page takes no payment.
  const expired =
    payload.session_duration !== undefined &&
    checkout.createdAt.getTime() + payload.session_duration * 60_000 <= Date.now();
  const options = offeredOptions(payload.payment_options);
  const page: HostedPageOptions = {
    payload,
    action: pageUrl(token),
    // Stored payloads were checked when made; a bad one offers the card alone.
    options: typeof options === 'string' ? ['card'] : options,
    transfer: {
      account: transferAccount(checkout.id),
      expiresAt: transferExpiresAt(checkout.createdAt, payload.session_duration),
    },
  };
  return { checkout, payload, done, expired, action: page.action, page };
}

/** The hosted page: shown (GET), and its forms answered (POST). */
function hostedPageRoutes(app: FastifyInstance, pageUrl: PageUrl, webhooks: WebhookSender) {
  const { db } = app;
  app.get('/pay/:token', async (request, reply) => {
    const found = await findCheckout(db, pageUrl, request.params);
    if (!found) return html(reply, 404, NOT_FOUND_PAGE);
    const { page, done } = found;
    if (found.expired && !done) return html(reply, 410, EXPIRED_PAGE);
    return html(reply, 200, hostedPage({ ...page, done }));
  });

  app.post('/pay/:token', async (request, reply) => {
    const found = await findCheckout(db, pageUrl, request.params);
    if (!found) return html(reply, 404, NOT_FOUND_PAGE);
    const { checkout, page } = found;
    if (found.done) return html(reply, 409, hostedPage({ ...page, done: true }));
    if (found.expired) return html(reply, 410, EXPIRED_PAGE);
    const parsed = payForm.safeParse(request.body ?? {});
    if (!parsed.success)
      return html(reply, 400, hostedPage({ ...page, problem: parsed.error.issues[0].message }));
    const form = parsed.data;
    if (form.action === 'cancel')
      return reply.redirect(
        withQuery(checkout.redirectUrl, { status: 'cancelled', tx_ref: checkout.txRef }),
        303,
      );
    const charge = chargeOfForm(form, checkout, page);
    if ('body' in charge) return html(reply, charge.status, charge.body);

    const transaction = await chargeOnce(db, checkout, charge);
    if (!transaction) return html(reply, 409, hostedPage({ ...page, done: true }));
    await webhooks.send(chargeCompleted(transaction, checkout));
    return reply.redirect(
      withQuery(checkout.redirectUrl, {
        status: transaction.status,
        tx_ref: checkout.txRef,
        transaction_id: String(transaction.id),
      }),
      303,
    );
  });
}

/** A page the form answers instead of charging: a problem to fix, or the USSD code to dial. */
type PageAnswer = { status: number; body: string };

/** What the submitted form charges, by its method, or the page it answers instead. */
function chargeOfForm(
  form: PayForm,
  checkout: Checkout,
  page: HostedPageOptions,
): Charge | PageAnswer {
  const refuse = (problem: string, extra: Partial<HostedPageOptions> = {}): PageAnswer => ({
    status: 400,
    body: hostedPage({ ...page, ...extra, problem }),
  });
  if (!page.options!.includes(form.method))
    return refuse('This payment method is not offered for this payment.');
  if (form.method === 'card') {
    const problem = cardProblem(form);
    if (problem) return refuse(problem);
    const outcome = chargeCard(form.cardNumber ?? '');
    return {
      paymentType: PAYMENT_TYPE_OF.card,
      amountKobo: checkout.amountKobo,
      status: outcome.status,
      processorResponse: outcome.processorResponse,
      cardLast4: (form.cardNumber ?? '').replace(/\D/g, '').slice(-4),
    };
  }
  if (form.method === 'banktransfer') {
    if (form.action !== 'transfer') return refuse('Choose how to pay.');
    if (page.transfer!.expiresAt.getTime() <= Date.now())
      return { status: 410, body: EXPIRED_PAGE };
    const amountKobo = typedAmountKobo(form.amount);
    if (amountKobo === undefined)
      return refuse('Enter the amount the bank received in naira, e.g. 13437.50.');
    // The bank moved what was sent: the transaction is successful for that amount, and it is
    // the merchant's verification that decides whether it pays the order (decision 039).
    return {
      paymentType: PAYMENT_TYPE_OF.banktransfer,
      amountKobo,
      status: 'successful',
      processorResponse: 'Transfer received',
    };
  }
  const bank = ussdBank(form.bank);
  if (!bank) return refuse('Choose your bank to get the code to dial.');
  const ussd = { bank, code: dialCode(bank, checkout.id) };
  if (form.action === 'ussd-code') return { status: 200, body: hostedPage({ ...page, ussd }) };
  if (form.action !== 'ussd') return refuse('Choose how to pay.', { ussd });
  return {
    paymentType: PAYMENT_TYPE_OF.ussd,
    amountKobo: checkout.amountKobo,
    status: 'successful',
    processorResponse: 'Approved',
  };
}

/** The charge.completed webhook Flutterwave posts for a transaction. */
function chargeCompleted(transaction: Transaction, checkout: Checkout) {
  return {
    event: 'charge.completed',
    data: transactionData(transaction, checkout),
    'event.type': EVENT_TYPES[transaction.paymentType as keyof typeof EVENT_TYPES],
  };
}

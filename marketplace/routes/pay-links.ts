import type { FastifyInstance, FastifyRequest } from 'fastify';
import { orderIdParams, COMMERCE_MESSAGES } from '../../lib/contract/commerce';
import {
  createPayLinkBody,
  PAY_LINK_MESSAGES,
  payLinkParams,
  payLinkPayBody,
  payLinkVerifyBody,
} from '../../lib/contract/pay-links';
import { customerOf, requireCustomer } from '../accounts/auth';
import { parseBody } from '../accounts/validation';
import { notFound, parseInput } from '../errors';
import { onOrderPlaced } from '../orders/life';
import { findOwnOrder, orderDetails } from '../orders/read';
import { findPayLink, payLinkView, startPayLinkPayment } from '../pay-links/public';
import { payLinkRateLimit } from '../pay-links/rate-limit';
import { createPayLink, revokePayLink } from '../pay-links/shopper';
import { paymentProvider } from '../payments/flutterwave';
import { ProviderError } from '../payments/provider';
import { verifyOrderPayment } from '../payments/verify';
import { registerRateLimits } from '../replicas/limit-store';

type OrderIdRequest = FastifyRequest<{ Params: { orderId: string } }>;

/**
 * "Ask someone to pay" (issue 41 part 1, decision 061), under /api/customer. The shopper's calls
 * (signed in, their own order): POST and DELETE orders/{orderId}/pay-link. The payer's (public,
 * the link's token is the only key, counted per address): GET pay-links/{token}, POST
 * pay-links/{token}/pay and POST pay-links/{token}/verify.
 */
export async function payLinkRoutes(app: FastifyInstance) {
  await app.register(shopperRoutes);
  await app.register(payerRoutes);
}

async function shopperRoutes(app: FastifyInstance) {
  const { db, config } = app;
  app.addHook('preHandler', requireCustomer);

  const ownOrder = (request: OrderIdRequest) => {
    const params = orderIdParams.safeParse(request.params);
    if (!params.success) throw notFound(COMMERCE_MESSAGES.orderDetailsNotFound);
    return findOwnOrder(db, customerOf(request).customer.id, params.data.orderId);
  };

  app.post('/orders/:orderId/pay-link', async (request: OrderIdRequest, reply) => {
    const { shopperName } = parseBody(createPayLinkBody, request.body);
    const order = await ownOrder(request);
    const { retook, ...payLink } = await createPayLink(db, config, order, shopperName);
    // The shopper has placed the order and chosen how it is paid, as PLACE ORDER does: the
    // receipt goes out once (decision 040).
    await onOrderPlaced(db, config, order);
    // A hold taken again shows on the product pages within seconds, as an order's does.
    if (retook) void app.tagDelivery.deliverNow();
    return reply.code(201).send({ message: PAY_LINK_MESSAGES.created, payLink });
  });

  app.delete('/orders/:orderId/pay-link', async (request: OrderIdRequest) => {
    const order = await ownOrder(request);
    await revokePayLink(db, order);
    return {
      message: PAY_LINK_MESSAGES.revokedByShopper,
      order: await orderDetails(db, await ownOrder(request)),
    };
  });
}

async function payerRoutes(app: FastifyInstance) {
  const { db, config } = app;
  const provider = paymentProvider(config);
  await registerRateLimits(app);
  const views = payLinkRateLimit(app, 'views');
  const payments = payLinkRateLimit(app, 'payments');
  // A token that cannot be one is as not found as one that names no link.
  const tokenOf = (request: FastifyRequest) => {
    const params = payLinkParams.safeParse(request.params);
    if (!params.success) throw notFound(PAY_LINK_MESSAGES.notFound);
    return params.data.token;
  };

  // Every answer is the link's own: no cache between here and the payer may keep one.
  app.addHook('onRequest', async (_request, reply) => {
    reply.header('cache-control', 'private, no-store');
  });

  app.get('/pay-links/:token', { preHandler: views }, async (request) =>
    payLinkView(db, config, await findPayLink(db, tokenOf(request))),
  );

  app.post('/pay-links/:token/pay', { preHandler: payments }, async (request) => {
    const token = tokenOf(request);
    const { email } = parseInput(payLinkPayBody, request.body);
    return startPayLinkPayment(db, config, provider, token, email);
  });

  /**
   * The payer back from the provider: the transaction the redirect named is verified exactly as
   * the shopper's own (payments/verify.ts: asked of the provider, for this order, in naira, for
   * the exact total, once), whatever the link's state, since money may have been taken.
   */
  app.post('/pay-links/:token/verify', { preHandler: views }, async (request) => {
    const token = tokenOf(request);
    const { transactionId } = parseInput(payLinkVerifyBody, request.body);
    const found = await findPayLink(db, token);
    if (transactionId) {
      try {
        await verifyOrderPayment(db, config, provider, found.order, transactionId, request.log);
      } catch (err) {
        if (!(err instanceof ProviderError)) throw err;
        request.log.warn({ err }, 'payment provider unavailable for a payment link verify');
      }
    }
    return payLinkView(db, config, await findPayLink(db, token));
  });
}

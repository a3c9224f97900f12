import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  COMMERCE_MESSAGES,
  createOrderBody,
  initiatePaymentBody,
  orderIdParams,
  ordersQuery,
  verifyPaymentBody,
} from '../../lib/contract/commerce';
import { customerOf, requireCustomer } from '../accounts/auth';
import { parseBody } from '../accounts/validation';
import { notFound, parseInput } from '../errors';
import { buyAgain } from '../orders/buy-again';
import { createOrder, ORDER_MESSAGES } from '../orders/create';
import { findOwnOrder, listOrderLines, orderDetails } from '../orders/read';
import { startReservationSweep } from '../orders/reservations';
import { initiatePayment } from '../payments/initiate';
import { paymentProvider, ProviderError } from '../payments/provider';
import { verifyOrderPayment } from '../payments/verify';

type OrderIdRequest = FastifyRequest<{ Params: { orderId: string } }>;

/** The signed-in customer's orders and their payment; another customer's order is not found. */
export async function orderRoutes(app: FastifyInstance) {
  const { db, config } = app;
  const provider = paymentProvider(config);
  startReservationSweep(app);
  app.addHook('preHandler', requireCustomer);

  // An id that cannot be one is as not found as an id that is nobody's.
  const ownOrder = (request: OrderIdRequest) => {
    const params = orderIdParams.safeParse(request.params);
    if (!params.success) throw notFound(COMMERCE_MESSAGES.orderDetailsNotFound);
    return findOwnOrder(db, customerOf(request).customer.id, params.data.orderId);
  };
  const details = async (request: OrderIdRequest) => ({
    order: await orderDetails(db, await ownOrder(request)),
  });

  app.post('/orders', async (request, reply) => {
    const body = parseBody(createOrderBody, request.body);
    const order = await createOrder(db, config, customerOf(request).customer, body);
    return reply.code(201).send({ message: ORDER_MESSAGES.created, order });
  });

  app.get('/orders', async (request) => {
    const { page, limit } = parseInput(ordersQuery, request.query);
    return listOrderLines(db, customerOf(request).customer.id, page, limit);
  });

  app.get('/orders/:orderId', details);
  app.get('/orders/details/:orderId', details);

  app.post('/orders/:orderId/buy-again', async (request: OrderIdRequest) =>
    buyAgain(db, customerOf(request).customer.id, await ownOrder(request)),
  );

  app.post('/orders/:orderId/verify-payment', async (request: OrderIdRequest) => {
    const { transactionId } = parseInput(verifyPaymentBody, request.body);
    const order = await ownOrder(request);
    try {
      await verifyOrderPayment(db, provider, order, transactionId, request.log);
    } catch (err) {
      if (!(err instanceof ProviderError)) throw err;
      // The page then shows the order as it stands (pending); the webhook will settle it.
      request.log.warn({ err, orderId: order.orderId }, 'payment provider unavailable for verify');
    }
    return details(request);
  });

  app.post('/initiate-payment', async (request) => {
    const { orderId } = parseBody(initiatePaymentBody, request.body);
    const order = await findOwnOrder(db, customerOf(request).customer.id, orderId);
    return initiatePayment(db, config, provider, order);
  });
}

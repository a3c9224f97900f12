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
import { TRACKING_MESSAGES } from '../../lib/contract/tracking';
import { HttpError, notFound, parseInput } from '../errors';
import {
  chooseOnDelivery,
  LIFE_MESSAGES,
  onOrderPlaced,
  payOnDeliveryProblem,
} from '../orders/life';
import { buyAgain } from '../orders/buy-again';
import { cancelOrder } from '../orders/refunds';
import { createOrder, ORDER_MESSAGES } from '../orders/create';
import { findOwnOrder, listOrders, orderDetails } from '../orders/read';
import { turnOffTracking, turnOnTracking } from '../orders/tracking';
import { startReservationSweep } from '../orders/sweep';
import { initiatePayment } from '../payments/initiate';
import { paymentProvider } from '../payments/flutterwave';
import { ProviderError } from '../payments/provider';
import { verifyOrderPayment } from '../payments/verify';

const PAY_ON_DELIVERY_CHOSEN = 'This order is paid on delivery: pay the rider when it arrives.';

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
    // The stock it reserved: its product pages are told now, not at the next delivery.
    void app.tagDelivery.deliverNow();
    return reply.code(201).send({ message: ORDER_MESSAGES.created, order });
  });

  app.get('/orders', async (request) => {
    const { page, limit } = parseInput(ordersQuery, request.query);
    return listOrders(db, customerOf(request).customer.id, page, limit);
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
      await verifyOrderPayment(db, config, provider, order, transactionId, request.log);
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
    if (order.paymentMethod === 'on_delivery') throw new HttpError(409, PAY_ON_DELIVERY_CHOSEN);
    const answer = await initiatePayment(db, config, provider, order);
    // PLACE ORDER with online payment: the receipt goes out once (decision 040).
    await onOrderPlaced(db, config, order);
    return answer;
  });

  /** The review step's choice: is pay on delivery offered for this order, and if not, why. */
  app.get('/orders/:orderId/payment-options', async (request: OrderIdRequest) => {
    const order = await ownOrder(request);
    const problem = await payOnDeliveryProblem(db, config, order);
    return {
      online: true,
      onDelivery: { offered: problem === null, reason: problem },
      payOnDeliveryMax: config.payOnDeliveryMaxKobo / 100,
    };
  });

  /** The review step's "Pay on delivery": placed without a payment redirect. */
  app.post('/orders/:orderId/pay-on-delivery', async (request: OrderIdRequest) => {
    await chooseOnDelivery(db, config, await ownOrder(request));
    return { message: LIFE_MESSAGES.payOnDeliveryChosen, ...(await details(request)) };
  });

  /** The shopper cancels an order that has not shipped; a paid one is refunded. */
  app.post('/orders/:orderId/cancel', async (request: OrderIdRequest) => {
    const { message } = await cancelOrder(
      db,
      config,
      provider,
      await ownOrder(request),
      request.log,
    );
    // Its units are back on the shelf: anyone waiting for one of them hears now.
    void app.stockAlerts.sendNow();
    return { message, ...(await details(request)) };
  });

  /** Share tracking (decision 062): the order's public tracking link, made, read or turned off. */
  app.get('/orders/:orderId/tracking-link', async (request: OrderIdRequest) => ({
    token: (await ownOrder(request)).trackingToken,
  }));
  app.post('/orders/:orderId/tracking-link', async (request: OrderIdRequest) => ({
    token: await turnOnTracking(db, await ownOrder(request)),
  }));
  app.delete('/orders/:orderId/tracking-link', async (request: OrderIdRequest) => {
    await turnOffTracking(db, await ownOrder(request));
    return { token: null, message: TRACKING_MESSAGES.turnedOff };
  });
}

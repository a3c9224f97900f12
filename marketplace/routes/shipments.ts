import type { FastifyInstance } from 'fastify';
import {
  deliveryQuoteQuery,
  shippingQuoteQuery,
  type DeliveryQuote,
  type ShippingQuote,
} from '../../lib/contract/shipments';
import { customerOf, requireCustomer } from '../accounts/auth';
import { parseInput } from '../errors';
import { koboToNaira } from '../money';
import {
  cartShipmentLines,
  deliveryStates,
  planShipments,
  quoteDelivery,
} from '../orders/shipments';

/**
 * Delivery to the shopper's state (decision 045), under /api/customer: the states delivered to
 * and the product page's line (public), and the signed-in shopper's cart split into shipments
 * with their fees, which POST orders charges again from the same rules.
 */
export async function shipmentRoutes(app: FastifyInstance) {
  const { db } = app;

  app.get('/delivery-states', async () => ({ states: await deliveryStates(db) }));

  app.get('/delivery-quote', async (request): Promise<DeliveryQuote> => {
    const { from, to } = parseInput(deliveryQuoteQuery, request.query);
    const quote = await quoteDelivery(db, from, to);
    return {
      fromState: from,
      toState: to,
      delivers: quote.delivers,
      fee: quote.feeKobo === null ? null : koboToNaira(quote.feeKobo),
      window: quote.window,
    };
  });

  app.get(
    '/shipping-quote',
    { preHandler: requireCustomer },
    async (request): Promise<ShippingQuote> => {
      const { state, area } = parseInput(shippingQuoteQuery, request.query);
      const lines = await cartShipmentLines(db, customerOf(request).customer.id);
      const plan = await planShipments(db, lines, state, area || undefined);
      return {
        deliveryState: state,
        area: plan.area?.area ?? null,
        shipments: plan.shipments.map((shipment) => ({
          fromState: shipment.fromState,
          productIds: shipment.lines.map((line) => String(line.productId)),
          fee: shipment.feeKobo === null ? null : koboToNaira(shipment.feeKobo),
          window: { minDays: shipment.minDays, maxDays: shipment.maxDays },
        })),
        shipping: plan.shippingKobo === null ? null : koboToNaira(plan.shippingKobo),
      };
    },
  );
}

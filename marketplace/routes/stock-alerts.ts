import type { FastifyInstance } from 'fastify';
import { productIdParams, STOCK_ALERT_MESSAGES, stockAlertBody } from '../../lib/contract';
import { authRateLimit } from '../accounts/rate-limit';
import { notFound, parseInput } from '../errors';
import { registerRateLimits } from '../replicas/limit-store';
import { PRODUCT_NOT_FOUND, requestStockAlert } from '../stock-alerts/request';

const MAX_PRODUCT_ID = 2_147_483_647;

/**
 * POST /api/customer/products/{id}/stock-alerts `{ email }`: "Tell me when it's back" (issue 38
 * part 5, decision 056). Public, as a guest may ask; like every public call that leads to an
 * e-mail it is limited per client address and per e-mail address (AUTH_RATE_LIMIT_*).
 */
export async function stockAlertRoutes(app: FastifyInstance) {
  await registerRateLimits(app);

  app.post(
    '/products/:id/stock-alerts',
    { preHandler: authRateLimit(app, 'stock-alerts') },
    async (request) => {
      const id = Number(parseInput(productIdParams, request.params).id);
      if (id > MAX_PRODUCT_ID) throw notFound(PRODUCT_NOT_FOUND);
      const { email } = parseInput(stockAlertBody, request.body);
      await requestStockAlert(app.db, id, email);
      return { message: STOCK_ALERT_MESSAGES.subscribed };
    },
  );
}

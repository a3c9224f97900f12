import type { FastifyInstance, FastifyRequest } from 'fastify';
import { savedItemBody, savedItemsQuery } from '../../lib/contract/commerce';
import { customerOf, requireCustomer } from '../accounts/auth';
import { parseBody } from '../accounts/validation';
import { listSavedItems, saveItem, unsaveItem } from '../commerce/saved-items';
import { parseInput } from '../errors';

const customerId = (request: FastifyRequest) => customerOf(request).customer.id;

/** The signed-in customer's saved items under /api/customer. */
export async function savedItemRoutes(app: FastifyInstance) {
  const { db } = app;
  app.addHook('preHandler', requireCustomer);

  app.get('/saved-items', async (request) =>
    listSavedItems(db, customerId(request), parseInput(savedItemsQuery, request.query)),
  );

  app.post('/saved-items/add', async (request) =>
    saveItem(db, customerId(request), parseBody(savedItemBody, request.body).productId),
  );

  app.post('/saved-items/remove', async (request) =>
    unsaveItem(db, customerId(request), parseBody(savedItemBody, request.body).productId),
  );
}

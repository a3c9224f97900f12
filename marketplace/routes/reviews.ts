import type { FastifyInstance, FastifyRequest } from 'fastify';
import { reviewBody } from '../../lib/contract/commerce';
import { customerOf, requireCustomer } from '../accounts/auth';
import { parseBody } from '../accounts/validation';
import { productIdOfPath } from '../commerce/product-ref';
import { createReview, purchaseCheck, updateReview } from '../commerce/reviews';

type ProductParams = { Params: { id: string } };
type ReviewParams = { Params: { id: string; reviewId: string } };

const customer = (request: FastifyRequest) => customerOf(request).customer;

/**
 * Writing reviews under /api/customer (reading them is the catalog's). Only a customer with a paid
 * order for the product may write one; it is theirs to update.
 */
export async function reviewRoutes(app: FastifyInstance) {
  const { db } = app;
  app.addHook('preHandler', requireCustomer);

  app.get<ProductParams>('/products/:id/has-purchased', async (request) =>
    purchaseCheck(db, customer(request).id, productIdOfPath(request.params.id)),
  );

  app.post<ProductParams>('/products/:id/reviews', async (request, reply) => {
    const productId = productIdOfPath(request.params.id);
    const body = parseBody(reviewBody, request.body);
    return reply.code(201).send(await createReview(db, customer(request), productId, body));
  });

  app.put<ProductParams>('/products/:id/reviews', async (request) =>
    updateReview(
      db,
      customer(request),
      productIdOfPath(request.params.id),
      parseBody(reviewBody, request.body),
    ),
  );

  app.put<ReviewParams>('/products/:id/reviews/:reviewId', async (request) =>
    updateReview(
      db,
      customer(request),
      productIdOfPath(request.params.id),
      parseBody(reviewBody, request.body),
      request.params.reviewId,
    ),
  );
}

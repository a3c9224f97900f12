import type { FastifyInstance, FastifyRequest } from 'fastify';
import { cartAddBody, cartMergeBody, cartUpdateBody } from '../../lib/contract/commerce';
import { customerOf, requireCustomer } from '../accounts/auth';
import { parseBody } from '../accounts/validation';
import { addToCart, clearCart, readCart, removeFromCart, updateCartItem } from '../commerce/cart';
import { mergeIntoCart } from '../commerce/cart-merge';
import { readTaxPercent } from '../commerce/tax';

const customerId = (request: FastifyRequest) => customerOf(request).customer.id;

/**
 * The signed-in customer's cart under /api/customer, and the public tax rate. Every cart answer is
 * the whole cart as it is after the change, priced by the API.
 */
export async function cartRoutes(app: FastifyInstance) {
  const { db } = app;
  const signedIn = { preHandler: requireCustomer };

  app.get('/tax', async () => ({ taxPercent: await readTaxPercent(db) }));

  app.get('/cart', signedIn, async (request) => readCart(db, customerId(request)));

  app.post('/cart/add', signedIn, async (request) =>
    addToCart(db, customerId(request), parseBody(cartAddBody, request.body)),
  );

  // A guest cart at sign-in, or a cleared cart restored (decision 041).
  app.post('/cart/merge', signedIn, async (request) => {
    const { items } = parseBody(cartMergeBody, request.body);
    const lines = items.map((item) => ({ productId: Number(item.productId), qty: item.qty }));
    return mergeIntoCart(db, customerId(request), lines);
  });

  app.put('/cart/update', signedIn, async (request) =>
    updateCartItem(db, customerId(request), parseBody(cartUpdateBody, request.body)),
  );

  app.delete<{ Params: { productId: string } }>(
    '/cart/remove/:productId',
    signedIn,
    async (request) => removeFromCart(db, customerId(request), request.params.productId),
  );

  app.delete('/cart/clear', signedIn, async (request) => clearCart(db, customerId(request)));
}

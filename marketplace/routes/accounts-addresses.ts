import type { FastifyInstance } from 'fastify';
import { addressBody } from '../../lib/contract/accounts';
import { addAddress, deleteAddress, listAddresses, updateAddress } from '../accounts/addresses';
import { customerOf, requireCustomer } from '../accounts/auth';
import { parseBody } from '../accounts/validation';

type IdParams = { Params: { id: string } };

/** The signed-in customer's addresses; another customer's address is not found. */
export async function addressRoutes(app: FastifyInstance) {
  app.addHook('preHandler', requireCustomer);
  const customerId = (request: Parameters<typeof customerOf>[0]) => customerOf(request).customer.id;

  app.get('/addresses', async (request) => listAddresses(app.db, customerId(request)));

  app.post('/addresses/add', async (request, reply) => {
    const answer = await addAddress(
      app.db,
      customerId(request),
      parseBody(addressBody, request.body),
    );
    return reply.code(201).send(answer);
  });

  app.put<IdParams>('/addresses/update/:id', async (request) =>
    updateAddress(
      app.db,
      customerId(request),
      request.params.id,
      parseBody(addressBody, request.body),
    ),
  );

  app.delete<IdParams>('/addresses/delete/:id', async (request) =>
    deleteAddress(app.db, customerId(request), request.params.id),
  );
}

import type { FastifyInstance } from 'fastify';
import { changePasswordBody } from '../../lib/contract/accounts';
import { changePassword, deactivateAccount } from '../accounts/account';
import { customerOf, requireCustomer } from '../accounts/auth';
import { profileOf } from '../accounts/customers';
import { parseBody } from '../accounts/validation';
import type { AccountsRouteOptions } from '../accounts/context';

/** The signed-in customer's own account: profile, password, closing it. */
export async function profileRoutes(app: FastifyInstance, { ctx }: AccountsRouteOptions) {
  app.addHook('preHandler', requireCustomer);

  app.get('/profile', async (request) => ({
    profile: await profileOf(ctx.db, customerOf(request).customer),
  }));

  app.post('/change-password', async (request) =>
    changePassword(ctx.db, customerOf(request), parseBody(changePasswordBody, request.body)),
  );

  app.post('/deactivate-account', async (request) =>
    deactivateAccount(ctx.db, customerOf(request)),
  );
}

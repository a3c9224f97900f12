import type { FastifyInstance } from 'fastify';
import { googleSignInBody, type AuthProviders } from '../../lib/contract/accounts';
import { signInClientOf } from '../accounts/auth';
import { signInWithGoogle } from '../accounts/google';
import { authRateLimit } from '../accounts/rate-limit';
import { parseBody } from '../accounts/validation';
import { HttpError } from '../errors';
import type { AccountsRouteOptions } from '../accounts/context';

/** Sign-in through an identity provider: Google when configured, Facebook not offered. */
export async function socialSignInRoutes(app: FastifyInstance, { ctx }: AccountsRouteOptions) {
  app.get('/auth/providers', async (): Promise<AuthProviders> => ({
    google: Boolean(ctx.config.googleClientId),
    facebook: false,
  }));

  app.post('/auth/google', { preHandler: authRateLimit(app, 'auth-google') }, async (request) =>
    signInWithGoogle(
      ctx,
      parseBody(googleSignInBody, request.body).idToken,
      signInClientOf(request),
    ),
  );

  app.post('/auth/facebook', async () => {
    throw new HttpError(501, 'Facebook sign-in is not available.');
  });
}

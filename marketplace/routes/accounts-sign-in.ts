import type { FastifyInstance } from 'fastify';
import {
  forgotPasswordBody,
  loginBody,
  resetPasswordBody,
  resetPasswordParams,
  sendEmailCodeBody,
  signupBody,
  verifyEmailBody,
} from '../../lib/contract/accounts';
import {
  SIGN_IN_REQUIRED,
  bearerToken,
  customerOf,
  requireCustomer,
  signInClientOf,
} from '../accounts/auth';
import { logIn } from '../accounts/login';
import { mailBudget } from '../accounts/mail-limit';
import { RESET_LINK_INVALID, forgotPassword, resetPassword } from '../accounts/password-reset';
import { authRateLimit } from '../accounts/rate-limit';
import { resetLinkRateLimit } from '../accounts/reset-rate-limit';
import { revokeSession } from '../accounts/sessions';
import { sendEmailCode, signUp, verifyEmail } from '../accounts/signup';
import { parseBody } from '../accounts/validation';
import { HttpError, badRequest } from '../errors';
import type { AccountsRouteOptions } from '../accounts/context';

/** Signup, e-mail verification, login, logout, session check and password reset. */
export async function signInRoutes(app: FastifyInstance, { ctx }: AccountsRouteOptions) {
  const ownerNotices = mailBudget(app, 'signup-notice');
  app.post('/signup', { preHandler: authRateLimit(app, 'signup') }, async (request, reply) => {
    const answer = await signUp(ctx, parseBody(signupBody, request.body), {
      mayNotifyOwner: ownerNotices(request),
    });
    return reply.code(201).send(answer);
  });

  app.post(
    '/send-email-code',
    { preHandler: authRateLimit(app, 'send-email-code') },
    async (request) => sendEmailCode(ctx, parseBody(sendEmailCodeBody, request.body).email),
  );

  app.post('/verify-email', { preHandler: authRateLimit(app, 'verify-email') }, async (request) =>
    verifyEmail(ctx, parseBody(verifyEmailBody, request.body), signInClientOf(request)),
  );

  app.post('/login', { preHandler: authRateLimit(app, 'login') }, async (request) =>
    logIn(ctx, parseBody(loginBody, request.body), signInClientOf(request)),
  );

  // Idempotent: a token that is already dead is simply still dead.
  app.post('/logout', async (request) => {
    const token = bearerToken(request);
    if (!token) throw new HttpError(401, SIGN_IN_REQUIRED);
    await revokeSession(ctx.db, token);
    return { message: 'Logged out successfully' };
  });

  app.post('/verify-token', { preHandler: requireCustomer }, async (request) => ({
    valid: true,
    firstName: customerOf(request).customer.firstName,
  }));

  app.post(
    '/forgot-password',
    { preHandler: authRateLimit(app, 'forgot-password') },
    async (request) => forgotPassword(ctx, parseBody(forgotPasswordBody, request.body).email),
  );

  app.post<{ Params: { token: string } }>(
    '/reset-password/:token',
    { preHandler: [authRateLimit(app, 'reset-password'), resetLinkRateLimit(app)] },
    async (request) => {
      const { password } = parseBody(resetPasswordBody, request.body);
      // A token that cannot be one is as invalid as one that is used up.
      const params = resetPasswordParams.safeParse(request.params);
      if (!params.success) throw badRequest(RESET_LINK_INVALID);
      return resetPassword(ctx, params.data.token, password);
    },
  );
}

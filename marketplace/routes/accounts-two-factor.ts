import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  enableTwoFactorBody,
  secondFactorBody,
  secondStepBody,
  turnOffTwoFactorBody,
} from '../../lib/contract/two-factor';
import { customerOf, requireCustomer, signInClientOf } from '../accounts/auth';
import { findLiveChallenge } from '../accounts/two-factor/challenges';
import {
  confirmEnrolment,
  renewRecoveryCodes,
  startEnrolment,
  turnOffTwoFactor,
  twoFactorStatus,
} from '../accounts/two-factor/enrolment';
import { secondStepLimits } from '../accounts/two-factor/rate-limit';
import { SIGN_IN_EXPIRED, completeSecondStep } from '../accounts/two-factor/second-step';
import { parseBody } from '../accounts/validation';
import { HttpError } from '../errors';
import type { AccountsRouteOptions } from '../accounts/context';

/**
 * Two-factor sign-in: the second step of a login, and turning it on and off from Settings. Every
 * route that takes a code shares one pair of limits (per address, per account).
 */
export async function twoFactorRoutes(app: FastifyInstance, { ctx }: AccountsRouteOptions) {
  const challengedAccount = new WeakMap<FastifyRequest, number>();
  const limits = secondStepLimits(
    app,
    (request) => challengedAccount.get(request) ?? customerOf(request).customer.id,
  );

  /** Finds the account of a second step's challenge, so that its tries count against it. */
  async function resolveChallenge(request: FastifyRequest) {
    const { challenge } = parseBody(secondStepBody, request.body);
    const live = await findLiveChallenge(ctx.db, challenge);
    if (!live) throw new HttpError(401, SIGN_IN_EXPIRED);
    challengedAccount.set(request, live.customerId);
  }

  app.post(
    '/login/two-factor',
    { preHandler: [limits.byAddress, resolveChallenge, limits.byAccount] },
    async (request) =>
      completeSecondStep(ctx, parseBody(secondStepBody, request.body), signInClientOf(request)),
  );

  const signedIn = { preHandler: [requireCustomer] };
  const signedInWithCode = { preHandler: [requireCustomer, limits.byAddress, limits.byAccount] };

  app.get('/two-factor', signedIn, async (request) => twoFactorStatus(ctx, customerOf(request)));

  app.post('/two-factor/setup', signedIn, async (request) =>
    startEnrolment(ctx, customerOf(request)),
  );

  app.post('/two-factor/enable', signedInWithCode, async (request) =>
    confirmEnrolment(ctx, customerOf(request), parseBody(enableTwoFactorBody, request.body).code),
  );

  app.post('/two-factor/disable', signedInWithCode, async (request) =>
    turnOffTwoFactor(ctx, customerOf(request), parseBody(turnOffTwoFactorBody, request.body)),
  );

  app.post('/two-factor/recovery-codes', signedInWithCode, async (request) =>
    renewRecoveryCodes(ctx, customerOf(request), parseBody(secondFactorBody, request.body).code),
  );
}

import type { FastifyInstance } from 'fastify';
import { api, call } from './accounts-helpers';
import { codeAt, nowStep } from '../totp-reference';

export { base32Encode, codeAt, hotp, nowStep, stepAt } from '../totp-reference';

/** RFC 6238 Appendix B: the SHA-1 secret and its published 8-digit codes. */
export const RFC6238_SECRET = Buffer.from('12345678901234567890', 'ascii');
export const RFC6238_SHA1_VECTORS: [seconds: number, code: string][] = [
  [59, '94287082'],
  [1111111109, '07081804'],
  [1111111111, '14050471'],
  [1234567890, '89005924'],
  [2000000000, '69279037'],
  [20000000000, '65353130'],
];

/** Only Date is faked: the database, the server and their timers keep running as they are. */
export function fakeDateOnly(epochSeconds: number) {
  jest.useFakeTimers({
    doNotFake: [
      'hrtime',
      'nextTick',
      'performance',
      'queueMicrotask',
      'requestAnimationFrame',
      'cancelAnimationFrame',
      'requestIdleCallback',
      'cancelIdleCallback',
      'setImmediate',
      'clearImmediate',
      'setInterval',
      'clearInterval',
      'setTimeout',
      'clearTimeout',
    ],
    now: epochSeconds * 1000,
  });
}

/** Turns two-factor on for a signed-in customer; answers the secret and the recovery codes. */
export async function enrol(app: FastifyInstance, token: string) {
  const setup = await call(app, 'POST', api('two-factor/setup'), undefined, { token });
  if (setup.status !== 200) throw new Error(`setup failed: ${JSON.stringify(setup.body)}`);
  const secret = setup.body.secret as string;
  const enabled = await call(
    app,
    'POST',
    api('two-factor/enable'),
    { code: codeAt(secret, nowStep()) },
    { token },
  );
  if (enabled.status !== 200) throw new Error(`enable failed: ${JSON.stringify(enabled.body)}`);
  return { secret, recoveryCodes: enabled.body.recoveryCodes as string[], usedStep: nowStep() };
}

/** Logs in with the password; answers the challenge of the second step. */
export async function challengeFor(
  app: FastifyInstance,
  email: string,
  password: string,
  remoteAddress?: string,
) {
  const login = await call(app, 'POST', api('login'), { email, password }, { remoteAddress });
  if (login.status !== 200 || !login.body.twoFactorRequired)
    throw new Error(`no challenge: ${login.status} ${JSON.stringify(login.body)}`);
  return login.body.challenge as string;
}

export const secondStep = (
  app: FastifyInstance,
  challenge: string,
  code: string,
  remoteAddress?: string,
) => call(app, 'POST', api('login/two-factor'), { challenge, code }, { remoteAddress });

/** A whole sign-in: the password's challenge, then this code as its second step. */
export async function signInWithCode(
  app: FastifyInstance,
  email: string,
  password: string,
  code: string,
) {
  return secondStep(app, await challengeFor(app, email, password), code);
}

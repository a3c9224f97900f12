import { createHmac } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { api, call } from './accounts-helpers';

/**
 * A second TOTP implementation (RFC 6238 over RFC 4226, HMAC from node:crypto), so that the tests
 * compute codes without the code under test or its library.
 */

const BASE32 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';
export const STEP_SECONDS = 30;

export function base32Decode(text: string): Buffer {
  let bits = '';
  for (const char of text.replace(/=+$/, '').toUpperCase()) {
    const value = BASE32.indexOf(char);
    if (value < 0) throw new Error(`not base32: ${char}`);
    bits += value.toString(2).padStart(5, '0');
  }
  const bytes = bits.match(/.{8}/g) ?? [];
  return Buffer.from(bytes.map((byte) => parseInt(byte, 2)));
}

export function base32Encode(bytes: Buffer): string {
  const bits = [...bytes].map((byte) => byte.toString(2).padStart(8, '0')).join('');
  return (bits.match(/.{1,5}/g) ?? [])
    .map((chunk) => BASE32[parseInt(chunk.padEnd(5, '0'), 2)])
    .join('');
}

/** RFC 4226's HOTP of a raw key at `counter`, with `digits` digits. */
export function hotp(key: Buffer, counter: number, digits = 6): string {
  const message = Buffer.alloc(8);
  message.writeBigUInt64BE(BigInt(counter));
  const mac = createHmac('sha1', key).update(message).digest();
  const offset = mac[mac.length - 1] & 0x0f;
  const binary = mac.readUInt32BE(offset) & 0x7fffffff;
  return String(binary % 10 ** digits).padStart(digits, '0');
}

export const stepAt = (epochSeconds: number) => Math.floor(epochSeconds / STEP_SECONDS);
export const nowStep = () => stepAt(Date.now() / 1000);

/** The 6-digit code of a base32 secret for time step `step`. */
export const codeAt = (secret: string, step: number) => hotp(base32Decode(secret), step);

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

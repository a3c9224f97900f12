import { generateSecret, generateURI, verify } from 'otplib';

/** RFC 6238 as authenticator apps read it: SHA-1, 6 digits, 30-second steps. */
export const TOTP_PERIOD_SECONDS = 30;
export const TOTP_CODE_PATTERN = /^\d{6}$/;

/** 20 random bytes (RFC 4226's recommended length), in base32 for the apps. */
export const newTotpSecret = () => generateSecret({ length: 20 });

export const otpauthUri = (issuer: string, email: string, secret: string) =>
  generateURI({ issuer, label: email, secret });

/**
 * The time step whose code `code` is, within one step either side of now (a phone's clock drifts,
 * and a code typed at the end of its step arrives in the next), and later than `afterStep`; null
 * when there is none. Date.now() is the clock, so that tests can set it.
 */
export async function matchingStep(
  secret: string,
  code: string,
  afterStep: number | null,
): Promise<number | null> {
  if (!TOTP_CODE_PATTERN.test(code)) return null;
  const result = await verify({
    secret,
    token: code,
    epoch: Math.floor(Date.now() / 1000),
    epochTolerance: TOTP_PERIOD_SECONDS,
    ...(afterStep === null ? {} : { afterTimeStep: afterStep }),
  });
  return result.valid && 'timeStep' in result ? result.timeStep : null;
}

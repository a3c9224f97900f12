import { z } from 'zod';
import { customerProfile, loginPasswordField, signInResponse } from './accounts';
import { singleLine } from './common';

/**
 * Two-factor sign-in (TOTP) and the list of signed-in devices: the API's bodies and answers, and
 * the storefront's forms, as for the other account calls (lib/contract/accounts.ts).
 */

export const TWO_FACTOR_MESSAGES = {
  codeRequired: 'Enter the 6-digit code from your authenticator app.',
  codeOrRecoveryRequired: 'Enter the 6-digit code from your app, or a recovery code.',
} as const;

/** A 6-digit app code or a recovery code (XXXX-XXXX-XXXX-XXXX); the API tells which. */
export const secondFactorField = singleLine('Code', TWO_FACTOR_MESSAGES.codeOrRecoveryRequired)
  .trim()
  .min(6, TWO_FACTOR_MESSAGES.codeOrRecoveryRequired)
  .max(40, TWO_FACTOR_MESSAGES.codeOrRecoveryRequired);

/** Only an app code: turning two-factor on proves the app has the secret. */
export const appCodeField = singleLine('Code', TWO_FACTOR_MESSAGES.codeRequired)
  .trim()
  .regex(/^\d{6}$/, TWO_FACTOR_MESSAGES.codeRequired);

/** The challenge of one sign-in, as the API issued it (base64url). */
const challengeField = singleLine('The sign-in').regex(/^[A-Za-z0-9_-]{20,200}$/);

// Request bodies of the marketplace API.

export const secondStepBody = z.object({ challenge: challengeField, code: secondFactorField });
export type SecondStepBody = z.infer<typeof secondStepBody>;
export const enableTwoFactorBody = z.object({ code: appCodeField });
export const secondFactorBody = z.object({ code: secondFactorField });
/** The password is left out only by an account that has none (created through Google). */
export const turnOffTwoFactorBody = z.object({
  password: loginPasswordField.optional(),
  code: secondFactorField,
});
export type TurnOffTwoFactorBody = z.infer<typeof turnOffTwoFactorBody>;

// Forms of the storefront.

export const secondStepForm = z.object({ code: secondFactorField });
export const turnOffTwoFactorForm = z.object({ password: z.string(), code: secondFactorField });

// Responses.

/** Login (and Google sign-in) of an enrolled account: no token yet, a challenge for the next step. */
export const twoFactorChallengeResponse = z.object({
  message: z.string(),
  twoFactorRequired: z.literal(true),
  challenge: z.string(),
  expiresInSeconds: z.number().int().positive(),
});
export type TwoFactorChallengeResponse = z.infer<typeof twoFactorChallengeResponse>;

/** What a sign-in call answers: a session, or the second step to take first. */
export const signInAnswer = z.union([signInResponse, twoFactorChallengeResponse]);
export type SignInAnswer = z.infer<typeof signInAnswer>;

/** The second step's answer: a session, and how many recovery codes are left when one was used. */
export const secondStepResponse = signInResponse.extend({
  recoveryCodesLeft: z.number().int().min(0).optional(),
  profile: customerProfile,
});

export const twoFactorStatusResponse = z.object({
  enabled: z.boolean(),
  recoveryCodesLeft: z.number().int().min(0),
  /** False for an account without a password (Google): turning off then needs only a code. */
  passwordRequired: z.boolean(),
});
export type TwoFactorStatus = z.infer<typeof twoFactorStatusResponse>;

export const twoFactorSetupResponse = z.object({
  secret: z.string(),
  otpauthUri: z.string(),
});
export type TwoFactorSetup = z.infer<typeof twoFactorSetupResponse>;

export const recoveryCodesResponse = z.object({
  message: z.string(),
  recoveryCodes: z.array(z.string()),
});
export type RecoveryCodesAnswer = z.infer<typeof recoveryCodesResponse>;

export const signedInDevice = z.object({
  _id: z.string(),
  /** "Chrome on Windows", from the user agent. */
  device: z.string(),
  /** The client address the session was last used from. */
  place: z.string(),
  lastSeen: z.string(),
  signedInAt: z.string(),
  current: z.boolean(),
});
export type SignedInDevice = z.infer<typeof signedInDevice>;
export const devicesResponse = z.object({ devices: z.array(signedInDevice) });

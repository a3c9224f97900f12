import { z } from 'zod';
import { id, singleLine } from './common';
import { EMAIL_PATTERN, INVALID_EMAIL } from './constants';
import { NIGERIAN_STATES } from './states';

/**
 * Account calls of spec section 7 with the validation rules and texts of section 5. The marketplace
 * API validates request bodies with these schemas and the storefront's forms use the same ones
 * (react-hook-form + zodResolver), so a rule and its text live only here.
 */

export const PASSWORD_MIN_LENGTH = 6;
/** Bounds the work of hashing; no person types a longer password. */
export const PASSWORD_MAX_LENGTH = 128;
export const VERIFICATION_CODE_LENGTH = 6;

/** The special characters that satisfy the password rule (the spec leaves the set to us). */
export const PASSWORD_SPECIAL_CHARACTERS = '!@#$%^&*()_+-=[]{};\':"\\|,.<>/?~`';

export const ACCOUNT_MESSAGES = {
  invalidEmail: INVALID_EMAIL,
  emptyPassword: 'Password cannot be empty',
  namesRequired: 'First name and last name are required',
  phoneRequired: 'Phone number is required',
  weakPassword:
    'Password must be at least 6 characters long and contain uppercase, lowercase, number, and special character',
  passwordTooLong: `Password must be at most ${PASSWORD_MAX_LENGTH} characters long`,
  invalidCode: 'Invalid verification code',
  passwordsDoNotMatch: 'Passwords do not match',
  newPasswordsDoNotMatch: 'Passwords do not match!',
  addressFieldsRequired: 'All fields are required.',
  unknownState: 'Choose a state from the list.',
  postcodeDigits: 'Postcode must contain only digits.',
} as const;

/** One line of the live password checklist; all of them must hold. */
export interface PasswordRule {
  key: 'length' | 'uppercase' | 'lowercase' | 'number' | 'special';
  label: string;
  test(password: string): boolean;
}

export const PASSWORD_RULES: readonly PasswordRule[] = [
  {
    key: 'length',
    label: `At least ${PASSWORD_MIN_LENGTH} characters`,
    test: (p) => p.length >= PASSWORD_MIN_LENGTH,
  },
  { key: 'uppercase', label: 'An uppercase letter', test: (p) => /\p{Lu}/u.test(p) },
  { key: 'lowercase', label: 'A lowercase letter', test: (p) => /\p{Ll}/u.test(p) },
  { key: 'number', label: 'A number', test: (p) => /[0-9]/.test(p) },
  {
    key: 'special',
    label: `A special character (${PASSWORD_SPECIAL_CHARACTERS})`,
    test: (p) => [...p].some((c) => PASSWORD_SPECIAL_CHARACTERS.includes(c)),
  },
];

export const isStrongPassword = (password: string) =>
  PASSWORD_RULES.every((rule) => rule.test(password));

export const emailField = singleLine('Email', ACCOUNT_MESSAGES.invalidEmail)
  .trim()
  .max(254, ACCOUNT_MESSAGES.invalidEmail)
  .regex(EMAIL_PATTERN, ACCOUNT_MESSAGES.invalidEmail);

/** A password being checked, not chosen: anything non-empty. */
export const loginPasswordField = singleLine('Password', ACCOUNT_MESSAGES.emptyPassword)
  .min(1, ACCOUNT_MESSAGES.emptyPassword)
  .max(PASSWORD_MAX_LENGTH, ACCOUNT_MESSAGES.passwordTooLong);

/** A password being chosen: the strength rule. */
export const strongPasswordField = singleLine('Password', ACCOUNT_MESSAGES.weakPassword)
  .max(PASSWORD_MAX_LENGTH, ACCOUNT_MESSAGES.passwordTooLong)
  .refine(isStrongPassword, ACCOUNT_MESSAGES.weakPassword);

const nameField = (label: string) =>
  singleLine(label, ACCOUNT_MESSAGES.namesRequired)
    .trim()
    .min(1, ACCOUNT_MESSAGES.namesRequired)
    .max(100, 'Names must be at most 100 characters long');

export const phoneNumberField = singleLine('Phone number', ACCOUNT_MESSAGES.phoneRequired)
  .trim()
  .min(1, ACCOUNT_MESSAGES.phoneRequired)
  .max(30, 'Phone number must be at most 30 characters long');

export const verificationCodeField = singleLine('Verification code', ACCOUNT_MESSAGES.invalidCode)
  .trim()
  .length(VERIFICATION_CODE_LENGTH, ACCOUNT_MESSAGES.invalidCode);

// Request bodies of the marketplace API.

export const signupBody = z.object({
  firstName: nameField('First name'),
  lastName: nameField('Last name'),
  phoneNumber: phoneNumberField,
  email: emailField,
  password: strongPasswordField,
});
export type SignupBody = z.infer<typeof signupBody>;

export const loginBody = z.object({ email: emailField, password: loginPasswordField });
export type LoginBody = z.infer<typeof loginBody>;

export const sendEmailCodeBody = z.object({ email: emailField });
export const verifyEmailBody = z.object({ email: emailField, code: verificationCodeField });
export type VerifyEmailBody = z.infer<typeof verifyEmailBody>;
export const forgotPasswordBody = z.object({ email: emailField });
export const resetPasswordBody = z.object({ password: strongPasswordField });
export const changePasswordBody = z.object({
  oldPassword: loginPasswordField,
  newPassword: strongPasswordField,
});
export type ChangePasswordBody = z.infer<typeof changePasswordBody>;

const addressText = (label: string, max: number) =>
  singleLine(label, ACCOUNT_MESSAGES.addressFieldsRequired)
    .trim()
    .min(1, ACCOUNT_MESSAGES.addressFieldsRequired)
    .max(max, `Keep each field under ${max} characters.`);

export const addressBody = z.object({
  state: z.enum(NIGERIAN_STATES, {
    error: (issue) =>
      issue.input === undefined || issue.input === ''
        ? ACCOUNT_MESSAGES.addressFieldsRequired
        : ACCOUNT_MESSAGES.unknownState,
  }),
  city: addressText('City', 100),
  address: addressText('Address', 300),
  postcode: addressText('Postcode', 10).regex(/^[0-9]+$/, ACCOUNT_MESSAGES.postcodeDigits),
});
export type AddressBody = z.infer<typeof addressBody>;

/** POST reset-password/{token}: the token of the mailed link (base64url). */
export const resetPasswordParams = z.object({
  token: singleLine('The reset link').regex(
    /^[A-Za-z0-9_-]{1,200}$/,
    'This reset link is not valid.',
  ),
});

/** The dev mailbox's filter (GET /dev/mailbox?to=, a demo-only page): one recipient's messages. */
export const devMailboxQuery = z.object({
  to: singleLine('The recipient', 'The recipient must be an e-mail address.')
    .trim()
    .max(254)
    .optional(),
});

export const googleSignInBody = z.object({
  idToken: singleLine('The Google ID token', 'A Google ID token is required.')
    .min(1, 'A Google ID token is required.')
    .max(8192, 'The Google ID token is too long.'),
});

// Forms of the storefront that add a confirmation field to a body above.

export const signupDetailsForm = signupBody.pick({
  firstName: true,
  lastName: true,
  phoneNumber: true,
  email: true,
});
export const signupPasswordForm = z
  .object({ password: strongPasswordField, confirmPassword: singleLine('Password confirmation') })
  .refine((f) => f.password === f.confirmPassword, {
    message: ACCOUNT_MESSAGES.passwordsDoNotMatch,
    path: ['confirmPassword'],
  });
export const verificationCodeForm = z.object({ code: verificationCodeField });
/** The reset screen checks only that both entries match (spec section 5); the API checks strength. */
export const resetPasswordForm = z
  .object({ password: loginPasswordField, confirmPassword: singleLine('Password confirmation') })
  .refine((f) => f.password === f.confirmPassword, {
    message: ACCOUNT_MESSAGES.passwordsDoNotMatch,
    path: ['confirmPassword'],
  });
export const changePasswordForm = changePasswordBody
  .extend({ confirmPassword: singleLine('Password confirmation') })
  .refine((f) => f.newPassword === f.confirmPassword, {
    message: ACCOUNT_MESSAGES.newPasswordsDoNotMatch,
    path: ['confirmPassword'],
  });

// Responses.

export const accountMessageResponse = z.object({ message: z.string() });

export const customerProfile = z.object({
  firstName: z.string(),
  lastName: z.string(),
  /** Null for accounts created through Google sign-in. */
  phone: z.string().nullable(),
  phoneNumber: z.string().nullable(),
  email: z.string(),
  /** The most recently added address, if any. */
  address: z.object({ address: z.string(), postcode: z.string() }).nullable(),
});
export type CustomerProfile = z.infer<typeof customerProfile>;

/** Login, verify-email and social sign-in answer alike. */
export const signInResponse = z.object({
  message: z.string(),
  firstName: z.string(),
  token: z.string(),
  profile: customerProfile,
});
export type SignInResponse = z.infer<typeof signInResponse>;

export const profileResponse = z.object({ profile: customerProfile });
export const verifyTokenResponse = z.object({ valid: z.literal(true), firstName: z.string() });

export const customerAddress = z.object({
  _id: id,
  state: z.string(),
  city: z.string(),
  address: z.string(),
  postcode: z.string(),
});
export type CustomerAddress = z.infer<typeof customerAddress>;
export const addressesResponse = z.object({ addresses: z.array(customerAddress) });
export const addressResponse = z.object({ message: z.string(), address: customerAddress });

export const authProvidersResponse = z.object({ google: z.boolean(), facebook: z.boolean() });
export type AuthProviders = z.infer<typeof authProvidersResponse>;

import { verifyEmailBody } from '@/lib/contract/accounts';
import { signInRoute } from '@/lib/server/bff/sign-in-route';

/** Checks the mailed code; the verified shopper is signed in at once. */
export const POST = signInRoute({
  schema: verifyEmailBody,
  path: 'verify-email',
  failure: 'Error verifying email code',
});

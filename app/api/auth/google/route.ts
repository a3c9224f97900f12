import { googleSignInBody } from '@/lib/contract/accounts';
import { signInRoute } from '@/lib/server/bff/sign-in-route';

/** Signs in with a Google ID token from Google Identity Services. */
export const POST = signInRoute({
  schema: googleSignInBody,
  path: 'auth/google',
  failure: 'Google sign-in failed. Please try again.',
});

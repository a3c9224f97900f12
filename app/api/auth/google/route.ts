import { googleSignInBody } from '@/lib/contract/accounts';
import {
  bffMessage,
  clientIpOfRequest,
  readJson,
  refuseCrossOrigin,
  userAgentOfRequest,
} from '@/lib/server/bff/respond';
import { signIn } from '@/lib/server/bff/sign-in';

/** Signs in with a Google ID token from Google Identity Services. */
export async function POST(request: Request): Promise<Response> {
  const refused = refuseCrossOrigin(request);
  if (refused) return refused;
  const input = googleSignInBody.safeParse(await readJson(request));
  if (!input.success) return bffMessage(input.error.issues[0].message, 400);
  return signIn({
    path: 'auth/google',
    body: input.data,
    clientIp: clientIpOfRequest(request),
    userAgent: userAgentOfRequest(request),
    failure: 'Google sign-in failed. Please try again.',
  });
}

import { verifyEmailBody } from '@/lib/contract/accounts';
import {
  bffMessage,
  clientIpOfRequest,
  readJson,
  refuseCrossOrigin,
  userAgentOfRequest,
} from '@/lib/server/bff/respond';
import { signIn } from '@/lib/server/bff/sign-in';

/** Checks the mailed code; the verified shopper is signed in at once. */
export async function POST(request: Request): Promise<Response> {
  const refused = refuseCrossOrigin(request);
  if (refused) return refused;
  const input = verifyEmailBody.safeParse(await readJson(request));
  if (!input.success) return bffMessage(input.error.issues[0].message, 400);
  return signIn({
    path: 'verify-email',
    body: input.data,
    clientIp: clientIpOfRequest(request),
    userAgent: userAgentOfRequest(request),
    failure: 'Error verifying email code',
  });
}

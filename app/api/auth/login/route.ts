import { loginBody } from '@/lib/contract/accounts';
import {
  bffMessage,
  clientIpOfRequest,
  readJson,
  refuseCrossOrigin,
  userAgentOfRequest,
} from '@/lib/server/bff/respond';
import { signIn } from '@/lib/server/bff/sign-in';

const LOGIN_FAILED = 'Invalid email or password';

/**
 * Logs in: every refusal reads the same, so it never tells whether an account exists. A rate limit
 * or a failure of the marketplace is passed on as such (lib/server/bff/sign-in.ts).
 */
export async function POST(request: Request): Promise<Response> {
  const refused = refuseCrossOrigin(request);
  if (refused) return refused;
  const input = loginBody.safeParse(await readJson(request));
  if (!input.success) return bffMessage(LOGIN_FAILED, 401);
  return signIn({
    path: 'login',
    body: input.data,
    clientIp: clientIpOfRequest(request),
    userAgent: userAgentOfRequest(request),
    failure: LOGIN_FAILED,
    hideReason: true,
  });
}

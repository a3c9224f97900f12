import { bffJson, refuseCrossOrigin } from '@/lib/server/bff/respond';
import { callCustomerApi } from '@/lib/server/bff/upstream';
import { clearSession, getSession } from '@/lib/server/session';

/**
 * Logs out: the API revokes the token (a failure there is only logged, as the spec says) and the
 * session cookie is destroyed whatever happened. The browser then goes to /.
 */
export async function POST(request: Request): Promise<Response> {
  const refused = refuseCrossOrigin(request);
  if (refused) return refused;
  const { token } = await getSession();
  if (token) {
    const answer = await callCustomerApi({ method: 'POST', path: 'logout', token });
    if (answer.status >= 400 && answer.status !== 401) {
      console.error(`BFF: logout at the marketplace failed with ${answer.status}`);
    }
  }
  await clearSession();
  return bffJson({ message: 'Logged out successfully' });
}

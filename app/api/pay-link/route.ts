import { NextResponse } from 'next/server';
import { EMAIL_PATTERN } from '@/lib/contract/constants';
import { PAY_LINK_TOKEN } from '@/lib/contract/pay-links';
import { clientIpOfRequest } from '@/lib/server/bff/respond';
import { readLiteForm } from '@/lib/server/lite/forms';
import { isMarketplaceError } from '@/lib/server/marketplace/errors';
import { startPayLinkPayment } from '@/lib/server/marketplace/pay-links';
import type { PayProblem } from '@/lib/shared/checkout/pay-link';

const NO_STORE = { 'cache-control': 'private, no-store' };

const seeOther = (location: string) =>
  new NextResponse(null, { status: 303, headers: { location, ...NO_STORE } });

/**
 * POST /api/pay-link (a form: token, email): the payment link page's PAY (decision 061), a plain
 * form so that it works without scripts. The API opens the provider's page for the link's order
 * and this answers a 303 to it. The provider sends the payer back to the link's page, an address
 * the API makes from the token; nothing posted here names a place to go. A failure goes back to
 * the link's page with a code it words (never a text of the request's).
 */
export async function POST(request: Request): Promise<Response> {
  const form = await readLiteForm(request);
  if (form instanceof Response) return form;
  const { fields } = form;
  const token = fields.get('token');
  if (typeof token !== 'string' || !PAY_LINK_TOKEN.test(token)) return seeOther('/');
  const page = `/pay/${token}`;
  const back = (problem: PayProblem) => seeOther(`${page}?problem=${problem}`);

  const typed = fields.get('email');
  const email = typeof typed === 'string' ? typed.trim() : '';
  if (email && (email.length > 254 || !EMAIL_PATTERN.test(email))) return back('email');
  try {
    return seeOther(
      await startPayLinkPayment(token, email || undefined, clientIpOfRequest(request)),
    );
  } catch (error) {
    if (!isMarketplaceError(error)) throw error;
    if (error.status === 404) return seeOther(page);
    if (error.status === 429) return back('busy');
    if (error.status === 409) return back('closed');
    return back('failed');
  }
}

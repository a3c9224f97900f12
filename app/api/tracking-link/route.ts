import { orderIdParams } from '@/lib/contract/commerce';
import { backTo, readLiteForm } from '@/lib/server/lite/forms';
import { isMarketplaceError } from '@/lib/server/marketplace/errors';
import { setTrackingLink } from '@/lib/server/marketplace/tracking';
import { getSession } from '@/lib/server/session';

/**
 * POST /api/tracking-link (a form: orderId, action on|off): Share tracking's buttons (decision
 * 062). Same-origin only (readLiteForm); the order must be the signed-in shopper's (the API
 * answers 404 otherwise). Then a 303 back to the order's Share tracking page.
 */
export async function POST(request: Request): Promise<Response> {
  const form = await readLiteForm(request);
  if (form instanceof Response) return form;
  const order = orderIdParams.safeParse({ orderId: form.fields.get('orderId') });
  const action = form.fields.get('action');
  if (!order.success || (action !== 'on' && action !== 'off')) {
    return Response.json({ message: 'Send an order and on or off.' }, { status: 400 });
  }
  const { orderId } = order.data;
  const { token } = await getSession();
  if (!token) return backTo(`/login?redirect=${encodeURIComponent(`/orders/${orderId}/tracking`)}`);
  try {
    await setTrackingLink(token, orderId, action === 'on');
  } catch (error) {
    if (!isMarketplaceError(error)) throw error;
    return Response.json({ message: error.message }, { status: error.status });
  }
  return backTo(`/orders/${encodeURIComponent(orderId)}/tracking`);
}

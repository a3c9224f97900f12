import { messageIn } from '@/lib/shared/api-message';
import { clientIpOfRequest } from '@/lib/server/bff/respond';
import { callCustomerApi } from '@/lib/server/bff/upstream';
import { stockAlertEmailError, stockAlertFailureText } from '@/lib/shared/catalog/stock-alert';
import { STOCK_ALERT_MESSAGES } from '@/lib/contract/constants';
import { backTo, readLiteForm } from '@/lib/server/lite/forms';
import { isProductId } from '@/lib/server/marketplace/product';

/**
 * POST /api/lite/stock-alert (a form: productId, email, back): "Tell me when it's back" on a Lite
 * product page, which has no scripts (decision 047), and on a full page sent before its scripts
 * ran. The same API call as the full page's form, with the shopper's address for its limits; then
 * back to the page, which says what happened.
 */
export async function POST(request: Request): Promise<Response> {
  const form = await readLiteForm(request);
  if (form instanceof Response) return form;
  const productId = form.fields.get('productId');
  const email = form.fields.get('email');
  if (typeof productId !== 'string' || !isProductId(productId)) {
    return backTo(form.back, STOCK_ALERT_MESSAGES.failed);
  }
  const address = typeof email === 'string' ? email : '';
  const invalid = stockAlertEmailError(address);
  if (invalid) return backTo(form.back, invalid);
  const answer = await callCustomerApi({
    method: 'POST',
    path: `products/${productId}/stock-alerts`,
    body: JSON.stringify({ email: address.trim() }),
    clientIp: clientIpOfRequest(request),
  });
  if (answer.status === 200) return backTo(form.back, STOCK_ALERT_MESSAGES.subscribed);
  return backTo(
    form.back,
    stockAlertFailureText({
      status: answer.status,
      message: messageIn(answer.body),
      retryAfter: answer.retryAfter,
    }),
  );
}

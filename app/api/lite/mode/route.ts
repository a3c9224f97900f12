import { backTo, readLiteForm } from '@/lib/server/lite/forms';
import { LITE_OFF, LITE_ON } from '@/lib/shared/lite-mode';
import { getSettings } from '@/lib/server/settings';
import { COOKIES, cookieOptions } from '@/lib/shared/cookies';

/**
 * POST /api/lite/mode (a form: lite=0|1, back): the Lite pages' switch, kept in the same cookie as
 * the full pages' footer switch (it wins over Save-Data either way), then back to the page.
 */
export async function POST(request: Request): Promise<Response> {
  const form = await readLiteForm(request);
  if (form instanceof Response) return form;
  const value = form.fields.get('lite');
  if (value !== LITE_ON && value !== LITE_OFF) {
    return Response.json({ message: 'Say lite=1 or lite=0.' }, { status: 400 });
  }
  const response = backTo(form.back);
  response.cookies.set(COOKIES.lite.name, value, cookieOptions('lite', getSettings().production));
  return response;
}

import { backTo, readLiteForm } from '@/lib/server/lite/forms';
import { isLocationChoice } from '@/lib/shared/location';
import { saveLocation } from '@/lib/server/session';

/**
 * POST /api/lite/location (a form: location, back): the Lite pages' location choice, one of the 37
 * states or All Nigeria, kept in the location cookie as POST /api/location keeps the full pages'.
 */
export async function POST(request: Request): Promise<Response> {
  const form = await readLiteForm(request);
  if (form instanceof Response) return form;
  const location = form.fields.get('location');
  if (!isLocationChoice(location)) return backTo(form.back, 'Choose one of the listed states');
  await saveLocation(location);
  return backTo(form.back, `Showing products for ${location}.`);
}

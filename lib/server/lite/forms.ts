import 'server-only';
import { NextResponse } from 'next/server';
import { refuseCrossOrigin } from '@/lib/server/bff/respond';
import { safeRedirectPath } from '@/lib/shared/redirect';
import { getSettings } from '@/lib/server/settings';
import { COOKIES, cookieOptions } from '@/lib/shared/cookies';

/**
 * The Lite pages' forms (decision 047) post here without scripts: each answer is a 303 back to the
 * page the form was on, with a one-time notice that the page shows once and clears.
 */

export interface LiteForm {
  fields: FormData;
  /** The page to go back to: a path of this site, else the home page. */
  back: string;
}

/** The posted form, or the answer when it cannot be taken (another site's post, not a form). */
export async function readLiteForm(request: Request): Promise<LiteForm | Response> {
  const refused = refuseCrossOrigin(request);
  if (refused) return refused;
  let fields: FormData;
  try {
    fields = await request.formData();
  } catch {
    return NextResponse.json({ message: 'Send the form as a form.' }, { status: 400 });
  }
  const back = fields.get('back');
  return { fields, back: safeRedirectPath(typeof back === 'string' ? back : null) };
}

/** A 303 back to `back`, with `notice` for the page to show once. */
export function backTo(back: string, notice?: string): NextResponse {
  const response = new NextResponse(null, { status: 303, headers: { location: back } });
  if (notice) {
    response.cookies.set(
      COOKIES.liteNotice.name,
      notice,
      cookieOptions('liteNotice', getSettings().production),
    );
  }
  return response;
}

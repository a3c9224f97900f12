import type { GetServerSidePropsContext } from 'next';
import type { NigerianState } from '@/lib/contract/states';
import { ALL_NIGERIA, isLocationChoice, type LocationChoice } from '@/lib/shared/location';
import { getSettings } from '@/lib/server/settings';
import { COOKIES, serializeCookie } from '@/lib/shared/cookies';

/** What every Lite page's frame shows (components/lite/LiteLayout.tsx). */
export interface LiteShell {
  siteName: string;
  /** The page's public address, path and query: where its forms come back to. */
  path: string;
  /** The shopper's chosen location, or null before a first choice. */
  location: LocationChoice | null;
  /** The last Lite form's outcome, shown once. */
  notice: string | null;
}

/**
 * The frame of a Lite page being rendered for `path`, and the state whose stock it lists (none for
 * All Nigeria or before a choice). The notice cookie is cleared as it is read, and the page is kept
 * by the shopper's browser only: the same address serves full pages to others.
 */
export function liteShell(
  { req, res }: GetServerSidePropsContext,
  path: string,
): { shell: LiteShell; state: NigerianState | undefined } {
  const chosen = req.cookies[COOKIES.location.name];
  const location = isLocationChoice(chosen) ? chosen : null;
  const notice = req.cookies[COOKIES.liteNotice.name] ?? null;
  if (notice) {
    const secure = getSettings().production;
    res.setHeader('set-cookie', serializeCookie('liteNotice', '', { secure, clear: true }));
  }
  res.setHeader('cache-control', 'private, no-cache');
  return {
    shell: { siteName: getSettings().siteName, path, location, notice },
    state: location && location !== ALL_NIGERIA ? location : undefined,
  };
}

/** A query value from the page's URL: the first when repeated. */
export function queryValue(value: string | string[] | undefined): string | undefined {
  return Array.isArray(value) ? value[0] : value;
}

/** A path with the query that made the page, e.g. /shop?category=Grains. */
export function withQuery(pathname: string, query: URLSearchParams): string {
  const search = query.toString();
  return search ? `${pathname}?${search}` : pathname;
}

import '@/lib/server/server-only';
import { sandboxPaymentOrigin } from '@/lib/server/security-headers.mjs';
import { getSettings } from '@/lib/server/settings';

export type QueryValue = string | number | boolean | null | undefined;

/**
 * Where the marketplace API is: the one reader of MARKETPLACE_API_URL (lib/server/settings.ts), so that
 * no code outside lib/server/marketplace/ knows the API's address. Null and undefined query parameters are
 * left out.
 */
export function apiUrl(path: string, query: Record<string, QueryValue> = {}): URL {
  const base = getSettings().marketplaceApiUrl;
  const url = new URL(`${base}${path.startsWith('/') ? path : `/${path}`}`);
  for (const [name, value] of Object.entries(query)) {
    if (value !== undefined && value !== null) url.searchParams.set(name, String(value));
  }
  return url;
}

/** The origin of the API's sandbox payment page, for the pages' form-action (decision 029). */
export function sandboxPaymentPageOrigin(): string | undefined {
  return sandboxPaymentOrigin(getSettings().marketplaceApiUrl);
}

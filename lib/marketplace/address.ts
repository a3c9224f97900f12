import '@/lib/server-only';
import { sandboxPaymentOrigin } from '@/lib/security-headers.mjs';
import { getSettings } from '@/lib/settings';

export type QueryValue = string | number | boolean | null | undefined;

/**
 * Where the marketplace API is: the one reader of MARKETPLACE_API_URL (lib/settings.ts), so that
 * no code outside lib/marketplace/ knows the API's address. Null and undefined query parameters are
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

// Types of client-address.mjs for the TypeScript tests that import it.
export interface TrustedProxies {
  /** How many addresses and ranges were listed. */
  readonly size: number;
  has(address: string | undefined): boolean;
}
export function trustedProxies(setting?: string): TrustedProxies;
export function clientAddress(
  peer: string | undefined,
  forwardedFor: string | string[] | undefined,
  trusted: TrustedProxies,
): string;
export function rewriteForwardingHeaders(
  headers: Record<string, string | string[] | undefined>,
  peer: string | undefined,
  trusted: TrustedProxies,
): void;

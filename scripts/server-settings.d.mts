// Types of server-settings.mjs for playwright.config.ts.
export const LOOPBACK_PROXIES: string;
export function marketplaceApiEnv(options: {
  port: number | string;
  dataDir: string;
  host?: string;
  siteUrl?: string;
  publicUrl?: string;
  trustedProxies?: string;
  revalidateSecret?: string;
  storefrontRevalidateUrls?: string[];
  production?: boolean;
}): Record<string, string>;
export function storefrontEnv(options: {
  apiUrl: string;
  siteUrl: string;
  sessionSecret: string;
  revalidateSecret?: string;
  trustedProxies?: string;
  production?: boolean;
}): Record<string, string>;
export function storefrontServerArgs(port: number | string, host?: string): string[];

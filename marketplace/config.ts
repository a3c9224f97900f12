import path from 'node:path';

/** Every setting of the marketplace API, read once from the environment. Defaults run the embedded marketplace. */
export interface MarketplaceConfig {
  port: number;
  host: string;
  /** A PostgreSQL server; when absent the embedded PGlite database under `pgliteDir` is used. */
  databaseUrl: string | undefined;
  pgliteDir: string;
  /** Public URL of the storefront, used in e-mails and payment redirects. */
  storefrontUrl: string;
  /** Origins allowed by CORS; empty means CORS is closed. */
  corsOrigins: string[];
  logLevel: string;
  production: boolean;
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): MarketplaceConfig {
  return {
    port: Number(env.MARKETPLACE_PORT ?? 4000),
    host: env.MARKETPLACE_HOST ?? '127.0.0.1',
    databaseUrl: env.DATABASE_URL || undefined,
    pgliteDir: path.resolve(env.PGLITE_DIR ?? '.data/pglite'),
    storefrontUrl: (env.SITE_URL ?? 'http://localhost:3000').replace(/\/$/, ''),
    corsOrigins: (env.CORS_ORIGINS ?? '')
      .split(',')
      .map((origin) => origin.trim())
      .filter(Boolean),
    logLevel: env.LOG_LEVEL ?? 'info',
    production: env.NODE_ENV === 'production',
  };
}

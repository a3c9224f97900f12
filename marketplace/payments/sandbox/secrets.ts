import { randomBytes } from 'node:crypto';
import { inArray } from 'drizzle-orm';
import type { MarketplaceConfig } from '../../config';
import type { Database } from '../../db/client';
import { settings } from '../../db/schema';

const SECRET_KEY = 'sandbox_secret_key';
const SECRET_HASH = 'sandbox_secret_hash';

/**
 * The config with the sandbox provider's secret key and webhook hash filled in where
 * FLW_SECRET_KEY and FLW_SECRET_HASH do not give them: random values made once per database and
 * kept in its settings, so that every API process on that database, and the next start, share
 * them. The API is both the merchant and the provider of the sandbox, so nobody else needs them;
 * a published fixed key let anyone who reached the API verify any transaction and read its payer
 * (decision 028).
 */
export async function withSandboxSecrets(
  db: Database,
  config: MarketplaceConfig,
): Promise<MarketplaceConfig> {
  if (config.paymentProvider !== 'sandbox' || (config.flwSecretKey && config.flwSecretHash))
    return config;
  const random = () => randomBytes(24).toString('base64url');
  await db
    .insert(settings)
    .values([
      { key: SECRET_KEY, value: `FLWSECK_TEST-${random()}` },
      { key: SECRET_HASH, value: random() },
    ])
    .onConflictDoNothing();
  const rows = await db
    .select()
    .from(settings)
    .where(inArray(settings.key, [SECRET_KEY, SECRET_HASH]));
  const stored = (key: string) => rows.find((row) => row.key === key)?.value ?? '';
  return {
    ...config,
    flwSecretKey: config.flwSecretKey || stored(SECRET_KEY),
    flwSecretHash: config.flwSecretHash || stored(SECRET_HASH),
  };
}

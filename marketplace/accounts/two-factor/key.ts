import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { MarketplaceConfig } from '../../config';
import type { Database } from '../../db/client';
import { settings } from '../../db/schema';

const KEY_SETTING = 'totp_encryption_key';

/**
 * The config with the two-factor secrets' key filled in where TOTP_ENCRYPTION_KEY does not give
 * one (never in production, which refuses to start without it): a random key made once per
 * database and kept in its settings, so that every API process on that database and every later
 * start can read the secrets. Kept beside the data it protects, it guards only a copy of the
 * secrets' table on its own: good enough for `npm start` and tests, which is all it is for.
 */
export async function withTotpKey(
  db: Database,
  config: MarketplaceConfig,
): Promise<MarketplaceConfig> {
  if (config.totpEncryptionKey) return config;
  await db
    .insert(settings)
    .values({ key: KEY_SETTING, value: randomBytes(32).toString('hex') })
    .onConflictDoNothing();
  const [row] = await db.select().from(settings).where(eq(settings.key, KEY_SETTING));
  return { ...config, totpEncryptionKey: Buffer.from(row.value, 'hex') };
}

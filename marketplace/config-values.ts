import { isIP } from 'node:net';

/**
 * How one setting's text is read and checked (config.ts reads them all): each answers the value,
 * or its default when unset, or throws with the setting's name and what it must be, which stops
 * the start.
 */

/** Comma-separated http(s) URLs. */
export function urlList(value: string | undefined, name: string): string[] {
  const entries = list(value ?? '');
  for (const entry of entries) {
    let url: URL | undefined;
    try {
      url = new URL(entry);
    } catch {
      url = undefined;
    }
    if (!url || !['http:', 'https:'].includes(url.protocol))
      throw new Error(`${name}: "${entry}" is not an http(s) URL`);
  }
  return entries;
}

export function nonNegativeInteger(
  value: string | undefined,
  fallback: number,
  name: string,
): number {
  if (value === undefined || value === '') return fallback;
  const number = Number(value);
  if (Number.isInteger(number) && number >= 0) return number;
  throw new Error(`${name} must be a whole number of 0 or more`);
}

export function positiveInteger(value: string | undefined, fallback: number, name: string): number {
  if (value === undefined || value === '') return fallback;
  const number = Number(value);
  if (Number.isInteger(number) && number >= 1) return number;
  throw new Error(`${name} must be a positive whole number`);
}

/** Comma-separated items, trimmed, empty ones dropped. */
const list = (value: string) =>
  value
    .split(',')
    .map((item) => item.trim())
    .filter(Boolean);

/** Comma-separated IP addresses or ranges (`10.0.0.5`, `10.0.0.0/24`, `fd00::/8`). */
export function addressList(value: string | undefined, name: string): string[] {
  const entries = list(value ?? '');
  for (const entry of entries) {
    const [address, bits, extra] = entry.split('/');
    const family = isIP(address);
    const prefixOk =
      bits === undefined || (/^\d{1,3}$/.test(bits) && Number(bits) <= (family === 6 ? 128 : 32));
    if (!family || extra !== undefined || !prefixOk)
      throw new Error(
        `${name}: "${entry}" is not an IP address or range (e.g. 10.0.0.5 or 10.0.0.0/24)`,
      );
  }
  return entries;
}

/** The operations key, when set: long enough that guessing it is hopeless. */
export function operationsKey(value: string | undefined): string | undefined {
  const text = value?.trim();
  if (!text) return undefined;
  if (text.length < 32) {
    throw new Error(
      'OPERATIONS_KEY must be at least 32 characters. Generate one with: ' +
        `node -e "console.log(require('crypto').randomBytes(32).toString('hex'))"`,
    );
  }
  return text;
}

/** 64 hex characters or the base64 of 32 bytes; production refuses to start without one. */
export function encryptionKey(value: string | undefined, production: boolean): Buffer | undefined {
  const text = value?.trim();
  if (!text) {
    if (!production) return undefined;
    throw new Error(
      'TOTP_ENCRYPTION_KEY must be set in production: it encrypts the two-factor secrets. ' +
        `Generate one with: node -e "console.log(require('crypto').randomBytes(32).toString('hex'))"`,
    );
  }
  const key = /^[0-9a-fA-F]{64}$/.test(text)
    ? Buffer.from(text, 'hex')
    : Buffer.from(text, 'base64');
  if (key.length !== 32)
    throw new Error('TOTP_ENCRYPTION_KEY must be 32 bytes: 64 hex characters or their base64');
  return key;
}

export function redisUrl(value: string | undefined): string | undefined {
  const text = value?.trim();
  if (!text) return undefined;
  if (!/^rediss?:\/\/[^\s]+$/.test(text))
    throw new Error('REDIS_URL must be a redis:// or rediss:// URL (e.g. redis://127.0.0.1:6379)');
  return text;
}

import { openSecret, sealSecret } from '@/marketplace/accounts/two-factor/secret-box';
import { loadConfig } from '@/marketplace/config';
import { testEnv } from './accounts-helpers';
import {
  RFC6238_SECRET,
  RFC6238_SHA1_VECTORS,
  base32Encode,
  hotp,
  stepAt,
} from './two-factor-helpers';

/**
 * What two-factor sign-in (issue 28) rests on, without a marketplace: the tests' own TOTP, which
 * accounts-two-factor.test.ts takes its codes from, checked against RFC 6238's published vectors;
 * and the key that seals each customer's secret.
 */

describe('the tests’ own TOTP', () => {
  it('gives RFC 6238’s published SHA-1 codes', () => {
    for (const [seconds, code] of RFC6238_SHA1_VECTORS) {
      expect(hotp(RFC6238_SECRET, stepAt(seconds), 8)).toBe(code);
    }
    expect(base32Encode(RFC6238_SECRET)).toBe('GEZDGNBVGY3TQOJQGEZDGNBVGY3TQOJQ');
  });
});

describe('the secret’s key', () => {
  it('is required in production', () => {
    const production = { NODE_ENV: 'production' as const, DEMO_MODE: 'on' };
    expect(() => loadConfig(production)).toThrow(/TOTP_ENCRYPTION_KEY must be set in production/);
    expect(() => loadConfig({ ...production, TOTP_ENCRYPTION_KEY: 'short' })).toThrow(/32 bytes/);
    const key = loadConfig({ ...production, TOTP_ENCRYPTION_KEY: 'ab'.repeat(32) });
    expect(key.totpEncryptionKey).toEqual(Buffer.alloc(32, 0xab));
    expect(loadConfig(testEnv({})).totpEncryptionKey).toBeUndefined();
  });

  it('seals a secret for one customer: another id or key does not open it', () => {
    const key = Buffer.alloc(32, 7);
    const sealed = sealSecret(key, 'GEZDGNBVGY3TQOJQ', 1);
    expect(openSecret(key, sealed, 1)).toBe('GEZDGNBVGY3TQOJQ');
    expect(() => openSecret(key, sealed, 2)).toThrow();
    expect(() => openSecret(Buffer.alloc(32, 8), sealed, 1)).toThrow();
  });
});

import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';

const VERSION = 'v1';
const IV_BYTES = 12;

/**
 * A customer's TOTP secret encrypted with AES-256-GCM. The customer's id is authenticated with it,
 * so a row copied onto another account does not open there.
 */
export function sealSecret(key: Buffer, secret: string, customerId: number): string {
  const iv = randomBytes(IV_BYTES);
  const cipher = createCipheriv('aes-256-gcm', key, iv);
  cipher.setAAD(Buffer.from(`customer:${customerId}`));
  const sealed = Buffer.concat([cipher.update(secret, 'utf8'), cipher.final()]);
  return [VERSION, iv, cipher.getAuthTag(), sealed].map(encode).join('.');
}

/** The secret sealed by sealSecret; throws when the key, the customer or the text is wrong. */
export function openSecret(key: Buffer, sealedText: string, customerId: number): string {
  const [version, iv, tag, sealed] = sealedText.split('.');
  if (version !== VERSION || !iv || !tag || !sealed) throw new Error('not a sealed TOTP secret');
  const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(iv, 'base64url'));
  decipher.setAAD(Buffer.from(`customer:${customerId}`));
  decipher.setAuthTag(Buffer.from(tag, 'base64url'));
  return Buffer.concat([
    decipher.update(Buffer.from(sealed, 'base64url')),
    decipher.final(),
  ]).toString('utf8');
}

const encode = (part: string | Buffer) =>
  typeof part === 'string' ? part : part.toString('base64url');

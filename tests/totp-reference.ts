import { createHmac } from 'node:crypto';

/**
 * A TOTP implementation of the tests' own (RFC 6238 over RFC 4226, HMAC from node:crypto), so
 * that API and end-to-end tests compute codes without the code under test or its library.
 */

const BASE32 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';
export const STEP_SECONDS = 30;

export function base32Decode(text: string): Buffer {
  let bits = '';
  for (const char of text.replace(/[\s=]+/g, '').toUpperCase()) {
    const value = BASE32.indexOf(char);
    if (value < 0) throw new Error(`not base32: ${char}`);
    bits += value.toString(2).padStart(5, '0');
  }
  const bytes = bits.match(/.{8}/g) ?? [];
  return Buffer.from(bytes.map((byte) => parseInt(byte, 2)));
}

export function base32Encode(bytes: Buffer): string {
  const bits = [...bytes].map((byte) => byte.toString(2).padStart(8, '0')).join('');
  return (bits.match(/.{1,5}/g) ?? [])
    .map((chunk) => BASE32[parseInt(chunk.padEnd(5, '0'), 2)])
    .join('');
}

/** RFC 4226's HOTP of a raw key at `counter`, with `digits` digits. */
export function hotp(key: Buffer, counter: number, digits = 6): string {
  const message = Buffer.alloc(8);
  message.writeBigUInt64BE(BigInt(counter));
  const mac = createHmac('sha1', key).update(message).digest();
  const offset = mac[mac.length - 1] & 0x0f;
  const binary = mac.readUInt32BE(offset) & 0x7fffffff;
  return String(binary % 10 ** digits).padStart(digits, '0');
}

export const stepAt = (epochSeconds: number) => Math.floor(epochSeconds / STEP_SECONDS);
export const nowStep = () => stepAt(Date.now() / 1000);

/** The 6-digit code of a base32 secret for time step `step`. */
export const codeAt = (secret: string, step: number) => hotp(base32Decode(secret), step);

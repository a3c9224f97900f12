import { createHmac } from 'node:crypto';
import {
  checkRevalidateSignature,
  revalidateRequest,
  revalidateSignature,
  signedRevalidateHeaders,
} from '@/lib/contract/revalidate';

const SECRET = 'a-test-secret-of-at-least-thirty-two-chars';
const BODY = '{"tags":["product:12","store:mama nkechi farms","products"]}';
const NOW = 1_790_000_000_000;
const NONCE = 'Zm9yLXRlc3RzLW9ubHk';

function check(overrides: Partial<Parameters<typeof checkRevalidateSignature>[0]> = {}) {
  const timestamp = String(NOW);
  return checkRevalidateSignature({
    secret: SECRET,
    timestamp,
    nonce: NONCE,
    signature: revalidateSignature(SECRET, timestamp, NONCE, BODY),
    rawBody: BODY,
    now: NOW,
    ...overrides,
  });
}

describe('the revalidate call signature', () => {
  it('is v2= and the hex HMAC-SHA256 of "<timestamp>.<nonce>.<raw body>"', () => {
    const mac = createHmac('sha256', SECRET).update(`${NOW}.${NONCE}.${BODY}`).digest('hex');
    expect(revalidateSignature(SECRET, String(NOW), NONCE, BODY)).toBe(`v2=${mac}`);
    expect(signedRevalidateHeaders(SECRET, BODY, NOW, NONCE)).toEqual({
      'x-oja-timestamp': String(NOW),
      'x-oja-nonce': NONCE,
      'x-oja-signature': `v2=${mac}`,
    });
  });

  it('signs every call with a new nonce of its own', () => {
    const nonces = new Set(
      Array.from({ length: 50 }, () => signedRevalidateHeaders(SECRET, BODY, NOW)['x-oja-nonce']),
    );
    expect(nonces.size).toBe(50);
    for (const nonce of nonces) expect(nonce).toMatch(/^[A-Za-z0-9_-]{16,64}$/);
  });

  it('accepts a call signed with the secret within five minutes either way', () => {
    expect(check()).toBe('valid');
    expect(check({ now: NOW + 5 * 60_000 })).toBe('valid');
    expect(check({ now: NOW - 5 * 60_000 })).toBe('valid');
  });

  it('refuses a timestamp more than five minutes off as stale', () => {
    expect(check({ now: NOW + 5 * 60_000 + 1 })).toBe('stale');
    expect(check({ now: NOW - 5 * 60_000 - 1 })).toBe('stale');
  });

  it('refuses another secret, another body, another timestamp, or a changed signature', () => {
    const timestamp = String(NOW);
    expect(
      check({ signature: revalidateSignature('another-secret', timestamp, NONCE, BODY) }),
    ).toBe('invalid');
    expect(check({ rawBody: BODY.replace('12', '13') })).toBe('invalid');
    expect(
      check({
        timestamp: String(NOW + 1),
        signature: revalidateSignature(SECRET, timestamp, NONCE, BODY),
      }),
    ).toBe('invalid');
    expect(check({ nonce: `${NONCE}x` })).toBe('invalid');
    const good = revalidateSignature(SECRET, timestamp, NONCE, BODY);
    const flipped = `${good.slice(0, -1)}${good.endsWith('0') ? '1' : '0'}`;
    expect(check({ signature: flipped })).toBe('invalid');
    expect(check({ signature: good.replace('v2=', 'v1=') })).toBe('invalid');
    expect(check({ signature: `${good}00` })).toBe('invalid');
  });

  it('refuses a missing or malformed header', () => {
    expect(check({ signature: null })).toBe('invalid');
    expect(check({ timestamp: null })).toBe('invalid');
    expect(check({ timestamp: '' })).toBe('invalid');
    expect(check({ timestamp: `${NOW}.5` })).toBe('invalid');
    expect(check({ timestamp: '-1' })).toBe('invalid');
    expect(check({ nonce: null })).toBe('invalid');
    expect(check({ nonce: 'short' })).toBe('invalid');
    expect(check({ nonce: 'has a space in it, see' })).toBe('invalid');
  });
});

describe('the revalidate call body', () => {
  it('takes 1 to 200 tags, lower-cased, with any printable characters (store names)', () => {
    expect(revalidateRequest.parse({ tags: ['Product:12', "store:Mr. Bayo's Farm"] })).toEqual({
      tags: ['product:12', "store:mr. bayo's farm"],
    });
    expect(revalidateRequest.safeParse({ tags: Array(200).fill('products') }).success).toBe(true);
  });

  it.each([
    ['no tags', { tags: [] }],
    ['201 tags', { tags: Array(201).fill('products') }],
    ['an empty tag', { tags: [''] }],
    ['a tag of 161 characters', { tags: ['a'.repeat(161)] }],
    ['a control character', { tags: ['store:a\nb'] }],
    ['a number', { tags: [12] }],
    ['no tags field', {}],
    ['a string', 'products'],
  ])('refuses %s', (_name, body) => {
    expect(revalidateRequest.safeParse(body).success).toBe(false);
  });
});

import { clientIpOf } from '@/lib/bff/client-ip';

const headers = (values: Record<string, string>) => new Headers(values);

describe('clientIpOf', () => {
  it('takes the first X-Forwarded-For entry', () => {
    expect(clientIpOf(headers({ 'x-forwarded-for': '102.89.4.1, 10.0.0.2, 127.0.0.1' }))).toBe(
      '102.89.4.1',
    );
    expect(clientIpOf(headers({ 'x-forwarded-for': ' 2c0f:f5c0::1 ' }))).toBe('2c0f:f5c0::1');
  });

  it('falls back to X-Real-IP', () => {
    expect(clientIpOf(headers({ 'x-real-ip': '41.58.7.9' }))).toBe('41.58.7.9');
    expect(clientIpOf(headers({ 'x-forwarded-for': 'garbage', 'x-real-ip': '41.58.7.9' }))).toBe(
      '41.58.7.9',
    );
  });

  it('gives none when neither header names an address', () => {
    expect(clientIpOf(headers({}))).toBeUndefined();
    expect(clientIpOf(headers({ 'x-forwarded-for': '' }))).toBeUndefined();
    expect(clientIpOf(headers({ 'x-forwarded-for': 'evil.example, 1.2.3.4' }))).toBeUndefined();
    expect(clientIpOf(headers({ 'x-real-ip': '<script>' }))).toBeUndefined();
  });
});

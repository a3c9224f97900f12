import { clientIpOf } from '@/lib/server/bff/client-ip';

const headers = (values: Record<string, string>) => new Headers(values);

describe('clientIpOf', () => {
  it("takes the address the storefront's server put in X-Forwarded-For", () => {
    expect(clientIpOf(headers({ 'x-forwarded-for': '102.89.4.1' }))).toBe('102.89.4.1');
    expect(clientIpOf(headers({ 'x-forwarded-for': ' 2c0f:f5c0::1 ' }))).toBe('2c0f:f5c0::1');
  });

  it('never reads X-Real-IP, which the server drops', () => {
    expect(clientIpOf(headers({ 'x-real-ip': '41.58.7.9' }))).toBeUndefined();
  });

  it('gives none when the header names no address', () => {
    expect(clientIpOf(headers({}))).toBeUndefined();
    expect(clientIpOf(headers({ 'x-forwarded-for': '' }))).toBeUndefined();
    expect(clientIpOf(headers({ 'x-forwarded-for': 'evil.example, 1.2.3.4' }))).toBeUndefined();
    expect(clientIpOf(headers({ 'x-forwarded-for': '<script>' }))).toBeUndefined();
  });
});

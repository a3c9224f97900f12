import {
  clientAddress,
  rewriteForwardingHeaders,
  trustedProxies,
} from '@/scripts/client-address.mjs';

const NONE = trustedProxies('');
const EDGE = trustedProxies('10.0.0.5, 10.0.1.0/24, fd00::/8');

describe('trustedProxies', () => {
  it('trusts no one by default', () => {
    expect(trustedProxies().size).toBe(0);
    expect(NONE.has('127.0.0.1')).toBe(false);
    expect(NONE.has('::1')).toBe(false);
  });

  it('matches listed addresses and ranges, also as IPv4 addresses of a dual-stack socket', () => {
    expect(EDGE.size).toBe(3);
    for (const address of ['10.0.0.5', '::ffff:10.0.0.5', '10.0.1.200', 'fd00::7'])
      expect(EDGE.has(address)).toBe(true);
    for (const address of ['10.0.0.6', '10.0.2.1', 'fe80::1', '', undefined, 'garbage'])
      expect(EDGE.has(address)).toBe(false);
  });

  it.each(['localhost', '10.0.0.0/33', '10.0.0.0/8/1', 'fd00::/129', '10.0.0.0/x'])(
    'refuses %p',
    (setting) => {
      expect(() => trustedProxies(setting)).toThrow(/TRUSTED_PROXIES/);
    },
  );
});

describe('clientAddress', () => {
  it('is the peer when the peer is not a trusted proxy, whatever X-Forwarded-For claims', () => {
    expect(clientAddress('::ffff:102.89.4.1', '198.51.100.7', NONE)).toBe('102.89.4.1');
    expect(clientAddress('102.89.4.1', '10.0.0.5', EDGE)).toBe('102.89.4.1');
  });

  it("is the right-most X-Forwarded-For entry that is not a trusted proxy's", () => {
    expect(clientAddress('10.0.0.5', '102.89.4.1', EDGE)).toBe('102.89.4.1');
    // A browser's own header comes first; the edge appends the address it saw.
    expect(clientAddress('10.0.0.5', '198.51.100.7, 102.89.4.1', EDGE)).toBe('102.89.4.1');
    // Two proxies in a row: a CDN's edge (10.0.1.9) in front of the one that called this server.
    expect(clientAddress('10.0.0.5', '198.51.100.7, 102.89.4.1, 10.0.1.9', EDGE)).toBe(
      '102.89.4.1',
    );
  });

  it('stays with the last believed proxy when there is nothing more to believe', () => {
    expect(clientAddress('10.0.0.5', undefined, EDGE)).toBe('10.0.0.5');
    expect(clientAddress('10.0.0.5', '', EDGE)).toBe('10.0.0.5');
    expect(clientAddress('10.0.0.5', '102.89.4.1, unknown', EDGE)).toBe('10.0.0.5');
  });
});

describe('rewriteForwardingHeaders', () => {
  const browserHeaders = () => ({
    host: 'shop.example.ng',
    'x-forwarded-for': '198.51.100.7',
    'x-real-ip': '198.51.100.8',
    'x-forwarded-host': 'evil.example',
    'x-forwarded-proto': 'https',
    'x-forwarded-port': '443',
    forwarded: 'for=198.51.100.9;host=evil.example',
  });

  it("keeps nothing an untrusted peer said about itself; the socket's address is the client", () => {
    const headers: Record<string, string | undefined> = browserHeaders();
    rewriteForwardingHeaders(headers, '::ffff:102.89.4.1', NONE);
    expect(headers).toEqual({ host: 'shop.example.ng', 'x-forwarded-for': '102.89.4.1' });
  });

  it("keeps a trusted proxy's headers, with the client alone in X-Forwarded-For", () => {
    const headers: Record<string, string | undefined> = {
      ...browserHeaders(),
      'x-forwarded-for': '198.51.100.7, 102.89.4.1',
    };
    rewriteForwardingHeaders(headers, '10.0.0.5', EDGE);
    expect(headers).toMatchObject({
      'x-forwarded-for': '102.89.4.1',
      'x-forwarded-host': 'evil.example',
      'x-forwarded-proto': 'https',
    });
    expect(headers['x-real-ip']).toBeUndefined();
  });

  it("takes a trusted proxy's X-Real-IP when it sends no X-Forwarded-For, and nobody else's", () => {
    const viaEdge: Record<string, string | undefined> = { 'x-real-ip': '102.89.4.1' };
    rewriteForwardingHeaders(viaEdge, '10.0.0.5', EDGE);
    expect(viaEdge).toEqual({ 'x-forwarded-for': '102.89.4.1' });

    const direct: Record<string, string | undefined> = { 'x-real-ip': '198.51.100.8' };
    rewriteForwardingHeaders(direct, '102.89.4.1', EDGE);
    expect(direct).toEqual({ 'x-forwarded-for': '102.89.4.1' });
  });

  it('sets X-Forwarded-For when a request had none', () => {
    const headers: Record<string, string | undefined> = { host: 'shop.example.ng' };
    rewriteForwardingHeaders(headers, '102.89.4.1', NONE);
    expect(headers['x-forwarded-for']).toBe('102.89.4.1');
  });
});

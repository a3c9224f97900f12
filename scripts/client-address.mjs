// Who the client is, for the storefront's server (client-address-hook.mjs). Next.js believes the
// X-Forwarded-* headers it is given, and a browser can send them itself: then every request may
// claim a new address (the API's per-IP sign-in limits never meet it) and any Host (the BFF's
// same-origin check). So the server rewrites them from the socket before Next sees the request
// (decision 027): a peer that is not a trusted proxy (TRUSTED_PROXIES) is itself the client and
// its forwarding headers are dropped; a trusted proxy's are kept, and the client is the right-most
// X-Forwarded-For entry that is not itself a trusted proxy, as Express and Fastify read it.
import { BlockList, isIP } from 'node:net';

/** Headers only a proxy may set; from any other peer they are dropped. */
const PROXY_HEADERS = ['x-forwarded-host', 'x-forwarded-proto', 'x-forwarded-port', 'forwarded'];

/** `::ffff:203.0.113.9` (an IPv4 client of a dual-stack socket) as `203.0.113.9`. */
function plainAddress(address) {
  const trimmed = String(address ?? '').trim();
  const mapped = /^::ffff:(\d{1,3}(?:\.\d{1,3}){3})$/i.exec(trimmed);
  return mapped ? mapped[1] : trimmed;
}

/**
 * TRUSTED_PROXIES as a matcher: comma-separated addresses or ranges (`10.0.0.5`, `10.0.0.0/24`,
 * `fd00::/8`). Empty (the default) trusts no one. A wrong entry throws, so a typo stops the server
 * instead of quietly trusting nobody.
 */
export function trustedProxies(setting = '') {
  const list = new BlockList();
  let count = 0;
  for (const entry of setting.split(',').map((part) => part.trim())) {
    if (!entry) continue;
    const [address, bits, extra] = entry.split('/');
    const family = isIP(address);
    const prefix = Number(bits);
    const maxBits = family === 6 ? 128 : 32;
    if (!family || extra !== undefined || (bits !== undefined && !isPrefix(bits, maxBits))) {
      throw new Error(
        `TRUSTED_PROXIES: "${entry}" is not an IP address or range (e.g. 10.0.0.5 or 10.0.0.0/24)`,
      );
    }
    const type = family === 6 ? 'ipv6' : 'ipv4';
    if (bits === undefined) list.addAddress(address, type);
    else list.addSubnet(address, prefix, type);
    count += 1;
  }
  return {
    size: count,
    has(address) {
      const plain = plainAddress(address);
      const family = isIP(plain);
      return count > 0 && family !== 0 && list.check(plain, family === 6 ? 'ipv6' : 'ipv4');
    },
  };
}

function isPrefix(bits, maxBits) {
  return /^\d{1,3}$/.test(bits) && Number(bits) <= maxBits;
}

/**
 * The client's address: the peer itself unless it is a trusted proxy; then, walking X-Forwarded-For
 * from the right, the first address not itself a trusted proxy. An entry that is not an address
 * ends the walk at the last proxy that was believed.
 */
export function clientAddress(peer, forwardedFor, trusted) {
  let client = plainAddress(peer);
  const entries = String(forwardedFor ?? '')
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);
  while (trusted.has(client) && entries.length > 0) {
    const previous = plainAddress(entries.pop());
    if (!isIP(previous)) break;
    client = previous;
  }
  return client;
}

/**
 * Rewrites a Node request's headers (a plain object, lower-case names) in place, so that whatever
 * Next and the BFF read is the server's own finding: X-Forwarded-For is the client's address
 * alone, X-Real-IP is gone, and X-Forwarded-Host/-Proto/-Port and Forwarded stay only when a
 * trusted proxy sent them. A trusted proxy that names the client in X-Real-IP only (nginx's
 * `proxy_set_header X-Real-IP $remote_addr`) is believed too.
 */
export function rewriteForwardingHeaders(headers, peer, trusted) {
  const fromProxy = trusted.has(peer);
  const forwardedFor = headers['x-forwarded-for'] ?? (fromProxy ? headers['x-real-ip'] : undefined);
  const client = clientAddress(peer, forwardedFor, trusted);
  if (!fromProxy) for (const name of PROXY_HEADERS) delete headers[name];
  delete headers['x-real-ip'];
  if (client) headers['x-forwarded-for'] = client;
  else delete headers['x-forwarded-for'];
}

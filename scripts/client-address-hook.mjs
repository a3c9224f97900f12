// Makes `next start` read the client's address as scripts/client-address.mjs says (decision 027):
// every request's X-Forwarded-* headers are rewritten from its socket and TRUSTED_PROXIES before
// Next sees them, through Node's documented `http.server.request.start` diagnostics channel.
// Loaded twice on purpose: as a preload (`node --import ./scripts/client-address-hook.mjs
// node_modules/next/dist/bin/next start`, as npm start, the tests and the cluster run it), so that
// no request slips by before Next is ready, and from instrumentation.ts for a bare `next start`.
import diagnostics from 'node:diagnostics_channel';
import { rewriteForwardingHeaders, trustedProxies } from './client-address.mjs';

const INSTALLED = Symbol.for('oja-market.client-address-hook');

/** Subscribes once per process, however many copies of this module are loaded. */
export function installClientAddressHook(setting = process.env.TRUSTED_PROXIES ?? '') {
  if (globalThis[INSTALLED]) return;
  const trusted = trustedProxies(setting);
  const channel = diagnostics.channel('http.server.request.start');
  channel.subscribe(({ request, socket }) => {
    rewriteForwardingHeaders(request.headers, socket.remoteAddress, trusted);
  });
  // Held here so the channel and its subscriber live as long as the process.
  globalThis[INSTALLED] = channel;
}

installClientAddressHook();

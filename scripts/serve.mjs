// The storefront's production server (`node scripts/serve.mjs -p 3000`): Next.js's own request
// handler behind two kinds of compression (decision 025). The build's static scripts and
// stylesheets go out as the brotli copies scripts/build.mjs made; everything else (pages, RSC
// payloads, route handlers) is compressed per response, brotli where the browser takes it, by the
// `compression` middleware in place of Next's, which can only gzip (next.config.mjs turns it off).
// npm start, the end-to-end tests and the benchmarks all run this server, so what they measure is
// what shoppers get. Given a certificate (TLS_CERT_FILE and TLS_KEY_FILE) it serves HTTPS, with
// HTTP/2 for browsers and HTTP/1.1 for other clients (decision 026).
import { readFileSync } from 'node:fs';
import { createServer } from 'node:http';
import { createSecureServer } from 'node:http2';
import path from 'node:path';
import { constants } from 'node:zlib';
import compression from 'compression';
import { rewriteForwardingHeaders, trustedProxies } from './client-address.mjs';
import { compressibleFiles, hasCurrentCopy } from './precompress.mjs';

const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..');
const portFlag = process.argv.findIndex((arg) => arg === '-p' || arg === '--port');
const port = Number(portFlag >= 0 ? process.argv[portFlag + 1] : (process.env.PORT ?? 3000));

const CONTENT_TYPES = {
  '.js': 'application/javascript; charset=UTF-8',
  '.css': 'text/css; charset=UTF-8',
  '.json': 'application/json; charset=UTF-8',
  '.svg': 'image/svg+xml',
  '.txt': 'text/plain; charset=UTF-8',
};

/**
 * The brotli copies, read once: URL path → compressed bytes. Hashed file names never change
 * content, so nothing here goes stale while the server runs; a copy older than its file (the file
 * rewritten after the build) is left out and the file is compressed per request.
 */
function loadCompressedStatic(buildDir) {
  const staticDir = path.join(buildDir, 'static');
  const compressed = new Map();
  for (const file of compressibleFiles(staticDir)) {
    const source = path.join(staticDir, file);
    if (!hasCurrentCopy(source)) continue;
    const copy = readFileSync(`${source}.br`);
    compressed.set(`/_next/static/${file}`, { copy, type: CONTENT_TYPES[path.extname(file)] });
  }
  return compressed;
}

/**
 * next.config.mjs's headers (the security headers, decision 029) as the build fixed them: Next adds
 * them to everything it answers, and this server adds them to the brotli copies it answers itself.
 */
function loadBuiltHeaders(buildDir) {
  const manifest = JSON.parse(readFileSync(path.join(buildDir, 'routes-manifest.json'), 'utf8'));
  const routes = manifest.headers.map((route) => ({ ...route, regex: new RegExp(route.regex) }));
  return (pathname) =>
    routes.filter((route) => route.regex.test(pathname)).flatMap((route) => route.headers);
}

/** Whether the request's Accept-Encoding allows brotli (listed without q=0). */
function acceptsBrotli(header) {
  return String(header ?? '')
    .split(',')
    .some((part) => {
      const [coding, ...params] = part.trim().split(';');
      if (coding.trim().toLowerCase() !== 'br') return false;
      const q = params.map((param) => param.trim()).find((param) => param.startsWith('q='));
      return q === undefined || Number(q.slice(2)) > 0;
    });
}

/** The certificate and key to serve HTTPS with, or undefined for plain HTTP. */
function tlsOptions() {
  const { TLS_CERT_FILE: certFile, TLS_KEY_FILE: keyFile } = process.env;
  if (!certFile && !keyFile) return undefined;
  if (!certFile || !keyFile) throw new Error('Set both TLS_CERT_FILE and TLS_KEY_FILE, or neither');
  return { cert: readFileSync(certFile), key: readFileSync(keyFile) };
}

/**
 * Next's handler expects HTTP/1.1's request and response objects; HTTP/2's differ in two ways it
 * trips on. The request's headers come in an object without a prototype, the host as `:authority`
 * among other pseudo-headers (Next fails on `headers.hasOwnProperty`). And a route handler's
 * status text is copied to the response's status message, which HTTP/2 has no place for (Node
 * warns). Given an HTTP/2 exchange, this gives Next the headers as HTTP/1.1 has them and drops the
 * status message.
 */
function adaptHttp2ForNext(request, response) {
  if (request.httpVersionMajor !== 2) return;
  const headers = { host: request.headers[':authority'] };
  for (const [name, value] of Object.entries(request.headers)) {
    if (!name.startsWith(':')) headers[name] = value;
  }
  Object.defineProperty(request, 'headers', { value: headers });
  Object.defineProperty(response, 'statusMessage', { get: () => '', set: () => {} });
}

// Read first, so that a wrong setting stops the server before Next has loaded.
const tls = tlsOptions();
// The proxies in front of this server (default none): only their X-Forwarded-* are believed.
const trusted = trustedProxies(process.env.TRUSTED_PROXIES);

// `next start` sets this before anything loads React; a custom server has to do it itself, or
// React and Next would load their development builds.
process.env.NODE_ENV = 'production';
const { default: next } = await import('next');
const app = next({ dev: false, dir: root, port });
const handle = app.getRequestHandler();
await app.prepare();
const compressedStatic = loadCompressedStatic(path.join(root, '.next'));
const builtHeaders = loadBuiltHeaders(path.join(root, '.next'));
// Quality 5: pages' HTML 15-19 % smaller than gzip, for 10-15 % fewer product pages a second
// under load; the highest quality would save 10 % more at 150 ms a page. A 256 kB window holds
// any page whole; the default 4 MB one only costs memory per response in flight.
const compress = compression({
  brotli: {
    params: {
      [constants.BROTLI_PARAM_QUALITY]: 5,
      [constants.BROTLI_PARAM_LGWIN]: 18,
    },
  },
});

// Over HTTPS, browsers are told to come back over HTTPS only, for a year, subdomains included.
const HSTS = 'max-age=31536000; includeSubDomains';

function serveRequest(request, response) {
  adaptHttp2ForNext(request, response);
  // Before Next reads them: a browser's own X-Forwarded-* must not name its address or host.
  rewriteForwardingHeaders(request.headers, request.socket?.remoteAddress, trusted);
  if (tls) response.setHeader('Strict-Transport-Security', HSTS);
  const pathname = (request.url ?? '/').split('?', 1)[0];
  const file = compressedStatic.get(pathname);
  const method = request.method ?? 'GET';
  if (
    !file ||
    !['GET', 'HEAD'].includes(method) ||
    !acceptsBrotli(request.headers['accept-encoding'])
  ) {
    compress(request, response, () => {
      handle(request, response).catch((error) => {
        // Next answers its own errors; this is for one thrown past it, so the socket is not left
        // hanging.
        console.error(error);
        if (!response.headersSent) response.statusCode = 500;
        response.end();
      });
    });
    return;
  }
  for (const { key, value } of builtHeaders(pathname)) response.setHeader(key, value);
  response.writeHead(200, {
    'Cache-Control': 'public, max-age=31536000, immutable',
    'Content-Type': file.type,
    'Content-Encoding': 'br',
    'Content-Length': file.copy.length,
    Vary: 'Accept-Encoding',
  });
  response.end(method === 'HEAD' ? undefined : file.copy);
}

// allowHTTP1: clients that do not offer HTTP/2 (curl --http1.1, Node's https) are still served.
const server = tls
  ? createSecureServer({ ...tls, allowHTTP1: true }, serveRequest)
  : createServer(serveRequest);
// Browsers keep idle connections open, and an HTTPS server has no closeAllConnections to end them.
const sockets = new Set();
server.on('connection', (socket) => {
  sockets.add(socket);
  socket.once('close', () => sockets.delete(socket));
});
server.listen(port, () => {
  const origin = `${tls ? 'https' : 'http'}://localhost:${port}`;
  const protocols = tls ? 'HTTP/2 and HTTP/1.1' : 'HTTP/1.1';
  console.log(
    `Storefront ready on ${origin} (${protocols}, ${compressedStatic.size} brotli files)`,
  );
});

for (const signal of ['SIGINT', 'SIGTERM']) {
  process.once(signal, () => {
    server.close(() => process.exit(0));
    for (const socket of sockets) socket.destroy();
  });
}

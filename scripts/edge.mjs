// The edge's nginx configuration, from deploy/nginx/nginx.conf.template and the settings: each
// {{NAME}} in the template is replaced here and nowhere else. scripts/cluster.mjs writes it under
// the cluster's data folder and runs nginx on it; `node scripts/edge.mjs` prints the configuration
// the current settings give (.env and the environment), to read or to deploy.
import { chownSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { clusterSettings } from './cluster-settings.mjs';

const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..');
export const EDGE_TEMPLATE = path.join(root, 'deploy/nginx/nginx.conf.template');
const NOBODY = 65534;
const TEMP_FOLDERS = ['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'];
// The page cache's folder, beside the buffers (decision 060).
const PAGE_CACHE_FOLDER = 'pages';

/** Where the edge keeps its page copies, given the folder of its buffers. */
export const pageCacheDir = (tempDir) => path.resolve(tempDir, PAGE_CACHE_FOLDER);
/**
 * Where the edge serves /_next/static from, given the folder of its buffers: its copy of the build's
 * static files (scripts/edge-static.mjs), where nginx's workers can read it.
 */
export const staticCopyDir = (tempDir) => path.resolve(tempDir, 'static');
// A copy nobody has asked for this long is dropped, whatever its lifetime: longer than the pages'
// stale-if-error (lib/shared/edge-cache.ts), so that a page asked for now and then is still there to
// serve stale when the replicas are down.
const PAGE_CACHE_INACTIVE = '10m';
// The page hop's server name on the API's loopback address: a reserved name (RFC 2606) that no
// request from outside carries.
const PAGES_HOST = 'edge-pages.invalid';
// The marketplace API's body limits (marketplace/server.ts bodyLimit; the sandbox's payment form
// parser, marketplace/payments/sandbox/routes.ts), in nginx's size syntax: the edge refuses a larger
// body itself rather than let the API close the connection on it (deploy/nginx/).
const API_MAX_BODY_SIZE = '256k';
const PAY_FORM_MAX_BODY_SIZE = '8k';

/** `server 127.0.0.1:3001 max_fails=1 fail_timeout=10s;` lines of an upstream block. */
function upstreamServers(ports, failTimeoutSeconds) {
  return ports
    .map((port) => `    server 127.0.0.1:${port} max_fails=1 fail_timeout=${failTimeoutSeconds}s;`)
    .join('\n');
}

/**
 * The configuration text. `prefix` is the edge's own folder (pid, logs, temp files);
 * `storefrontPorts` and `apiPorts` the replicas' loopback ports; `edgePort` the HTTPS port for
 * shoppers and `apiEdgePort` the loopback port the storefronts reach the APIs at.
 */
export function edgeConfig({
  prefix,
  tempDir = path.join(prefix, 'temp'),
  edgePort,
  edgeHost = '127.0.0.1',
  apiEdgePort,
  storefrontPorts,
  apiPorts,
  staticDir = staticCopyDir(tempDir),
  certFile,
  keyFile,
  maxBodySize = '1m',
  pageCacheMaxSize = '256m',
  failTimeoutSeconds = 10,
  workerProcesses = 'auto',
}) {
  const values = {
    // Run by root, the master process reads the certificate and the workers drop to nobody.
    USER: process.getuid?.() === 0 ? 'user nobody nogroup;' : '',
    WORKER_PROCESSES: String(workerProcesses),
    PREFIX: path.resolve(prefix),
    TEMP_DIR: path.resolve(tempDir),
    API_MAX_BODY_SIZE,
    PAY_FORM_MAX_BODY_SIZE,
    MAX_BODY_SIZE: maxBodySize,
    STOREFRONT_SERVERS: upstreamServers(storefrontPorts, failTimeoutSeconds),
    API_SERVERS: upstreamServers(apiPorts, failTimeoutSeconds),
    EDGE_LISTEN: `${edgeHost}:${edgePort}`,
    API_LISTEN: `127.0.0.1:${apiEdgePort}`,
    TLS_CERT_FILE: path.resolve(certFile),
    TLS_KEY_FILE: path.resolve(keyFile),
    STATIC_DIR: path.resolve(staticDir),
    PAGE_CACHE_DIR: pageCacheDir(tempDir),
    PAGE_CACHE_MAX_SIZE: pageCacheMaxSize,
    PAGE_CACHE_INACTIVE,
    PAGES_HOST,
  };
  const text = readFileSync(EDGE_TEMPLATE, 'utf8').replace(/\{\{([A-Z_]+)\}\}/g, (_, name) => {
    if (!(name in values)) throw new Error(`${EDGE_TEMPLATE}: no value for {{${name}}}`);
    return values[name];
  });
  return text;
}

/**
 * Writes `<prefix>/nginx.conf` and the folders it names; returns the file's path. The page cache
 * starts empty: copies of an earlier run may name another build's scripts.
 */
export function writeEdgeConfig(options) {
  const prefix = path.resolve(options.prefix);
  const tempDir = path.resolve(options.tempDir ?? path.join(prefix, 'temp'));
  mkdirSync(prefix, { recursive: true });
  rmSync(pageCacheDir(tempDir), { recursive: true, force: true });
  for (const folder of [...TEMP_FOLDERS, PAGE_CACHE_FOLDER]) {
    const dir = path.join(tempDir, folder);
    mkdirSync(dir, { recursive: true });
    // The workers (nobody, when root starts nginx) buffer request bodies and answers there.
    if (process.getuid?.() === 0) chownSync(dir, NOBODY, NOBODY);
  }
  const file = path.join(prefix, 'nginx.conf');
  writeFileSync(file, edgeConfig(options));
  return file;
}

/** `node scripts/edge.mjs`: the configuration the settings give, on standard output. */
function printConfig() {
  const settings = clusterSettings(process.env);
  process.stdout.write(
    edgeConfig({
      prefix: path.join(settings.dataDir, 'nginx'),
      edgePort: settings.edgePort,
      apiEdgePort: settings.apiEdgePort,
      storefrontPorts: settings.storefrontPorts,
      apiPorts: settings.apiPorts,
      certFile: settings.certFile,
      keyFile: settings.keyFile,
      maxBodySize: settings.maxBodySize,
      pageCacheMaxSize: settings.pageCacheMaxSize,
    }),
  );
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) printConfig();

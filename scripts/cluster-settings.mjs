// The settings of `npm run cluster` (scripts/cluster.mjs), each with its default, read from the
// environment (and .env, which the caller loads). Tests and benchmarks pass their own ports.
import path from 'node:path';
import { LOCAL_CERTIFICATE } from './certificate.mjs';

function ports(value, fallback, name) {
  const list = (value || fallback).split(',').map((part) => Number(part.trim()));
  if (list.length < 1 || list.some((port) => !Number.isInteger(port) || port < 1 || port > 65535)) {
    throw new Error(`${name}: "${value}" is not a comma-separated list of ports`);
  }
  return list;
}

const port = (value, fallback, name) => ports(value, String(fallback), name)[0];

/** An nginx size (`256m`, `1g`) above 0: the edge's page cache is always capped. */
function nginxSize(value, fallback, name) {
  const text = (value || fallback).trim().toLowerCase();
  if (!/^[1-9]\d*[kmg]?$/.test(text)) {
    throw new Error(`${name}: "${value}" is not an nginx size above 0 (e.g. ${fallback})`);
  }
  return text;
}

/** A Redis memory size (`128mb`, `1gb`, bytes): 0 would mean no cap at all. */
function memory(value, fallback, name) {
  const text = (value || fallback).trim().toLowerCase();
  if (!/^[1-9]\d*(b|kb|mb|gb)?$/.test(text)) {
    throw new Error(`${name}: "${value}" is not a Redis memory size above 0 (e.g. ${fallback})`);
  }
  return text;
}

/** @param {NodeJS.ProcessEnv} env */
export function clusterSettings(env = process.env) {
  return {
    dataDir: path.resolve(env.CLUSTER_DATA_DIR || '.data/cluster'),
    edgePort: port(env.EDGE_PORT, 8443, 'EDGE_PORT'),
    apiEdgePort: port(env.EDGE_API_PORT, 8081, 'EDGE_API_PORT'),
    storefrontPorts: ports(env.CLUSTER_STOREFRONT_PORTS, '3001,3002', 'CLUSTER_STOREFRONT_PORTS'),
    apiPorts: ports(env.CLUSTER_API_PORTS, '4001,4002', 'CLUSTER_API_PORTS'),
    postgresPort: port(env.CLUSTER_PG_PORT, 5433, 'CLUSTER_PG_PORT'),
    redisPort: port(env.CLUSTER_REDIS_PORT, 6380, 'CLUSTER_REDIS_PORT'),
    cacheRedisPort: port(env.CLUSTER_CACHE_REDIS_PORT, 6382, 'CLUSTER_CACHE_REDIS_PORT'),
    // The state Redis refuses writes when full; the cache Redis evicts its least recently used.
    redisMaxMemory: memory(env.CLUSTER_REDIS_MAXMEMORY, '256mb', 'CLUSTER_REDIS_MAXMEMORY'),
    cacheRedisMaxMemory: memory(
      env.CLUSTER_CACHE_REDIS_MAXMEMORY,
      '128mb',
      'CLUSTER_CACHE_REDIS_MAXMEMORY',
    ),
    certFile: env.TLS_CERT_FILE || LOCAL_CERTIFICATE.certFile,
    keyFile: env.TLS_KEY_FILE || LOCAL_CERTIFICATE.keyFile,
    maxBodySize: env.EDGE_MAX_BODY_SIZE || '1m',
    // The edge's page cache on disk (decision 060): past it, the least recently used copies go.
    pageCacheMaxSize: nginxSize(env.EDGE_PAGE_CACHE_MAX_SIZE, '256m', 'EDGE_PAGE_CACHE_MAX_SIZE'),
  };
}

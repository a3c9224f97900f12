// Types of cluster.mjs for the tests and benchmarks that start the cluster.
export type ReplicaName = `storefront-${number}` | `api-${number}`;
export interface Cluster {
  /** https://localhost:<EDGE_PORT>: nginx, as shoppers reach it. */
  siteUrl: string;
  /** http://127.0.0.1:<EDGE_API_PORT>: nginx in front of the API replicas (loopback only). */
  apiUrl: string;
  storefrontUrls: string[];
  apiUrls: string[];
  databaseUrl: string;
  /** The state Redis: rate limits, locks, nonces, the cache's tag times. Never evicts. */
  redisUrl: string;
  /** The cache Redis: Next's page and data entries. Capped, evicts the least recently used. */
  cacheRedisUrl: string;
  /** Where PostgreSQL keeps its data, socket and log. */
  databaseDir: string;
  dataDir: string;
  /** Where nginx keeps its page copies (decision 060). */
  edgePageCacheDir: string;
  /** Where nginx serves /_next/static from: its copy of the build (decision 065). */
  edgeStaticDir: string;
  stopReplica(name: ReplicaName): Promise<void>;
  startReplica(name: ReplicaName): Promise<void>;
  crashReplica(name: ReplicaName): Promise<void>;
  stop(): Promise<void>;
}
export function startCluster(options?: {
  env?: NodeJS.ProcessEnv;
  fresh?: boolean;
  build?: 'if-stale' | false;
  log?: (line: string) => void;
  extraApiEnv?: Record<string, string>;
  extraStorefrontEnv?: Record<string, string>;
}): Promise<Cluster>;

// @fastify/rate-limit ships its two stores without types; limit-store.ts combines them.
declare module '@fastify/rate-limit/store/*.js' {
  type Done = (error: Error | null, result?: { current: number; ttl: number }) => void;
  class Store {
    constructor(...args: unknown[]);
    incr(key: string, done: Done, timeWindow: number, max: number): void;
    read(key: string, done: Done, timeWindow: number, max: number): void;
  }
  export default Store;
}

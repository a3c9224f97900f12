import type Redis from 'ioredis';

export const COMMAND_TIMEOUT_MS: number;
export const AWAY_MS: number;
export class RedisAway extends Error {}
export class GuardedRedis {
  constructor(url: string);
  readonly url: string;
  readonly client: Redis;
  awayUntil: number;
  onBack: (() => void) | null;
  readonly available: boolean;
  run<T>(command: (client: Redis) => Promise<T>): Promise<T>;
  health(): Promise<'up' | 'down'>;
}
export function guardedRedis(url: string): GuardedRedis;

import 'server-only';
import { readinessResponse } from '@/lib/contract';
import { CACHE } from './cache';
import { marketplaceFetch } from './client';

/** A little longer than the API gives its database (2 s), so that its own 503 arrives first. */
const READY_TIMEOUT_MS = 3_000;

/**
 * Resolves when the marketplace API is ready to serve (its /health/ready answered from the
 * database); otherwise throws the MarketplaceError: the API's 503 and message, or 503 for no
 * answer in time.
 */
export async function checkMarketplaceReady(): Promise<void> {
  await marketplaceFetch('/health/ready', {
    schema: readinessResponse,
    cache: CACHE.none,
    timeoutMs: READY_TIMEOUT_MS,
  });
}

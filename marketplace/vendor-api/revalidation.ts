import { signedRevalidateHeaders } from '../../lib/contract/revalidate';
import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { MarketplaceConfig } from '../config';
import type { Database } from '../db/client';
import { revalidationOutbox } from '../db/schema';
import {
  doubling,
  fromNow,
  OutboxWorker,
  type Outbox,
  type OutboxRow,
} from '../replicas/outbox-worker';

/**
 * Cache tags the API sends the storefronts (contract of issue 24): lower-case, and exactly what a
 * change shows on.
 */
export const tags = {
  product: (id: number) => `product:${id}`,
  store: (storeName: string) => `store:${storeName.toLowerCase()}`,
  products: 'products',
  stores: 'stores',
  catalog: 'catalog',
} as const;

/** What a change to one product shows on: its page, its store's page, and every product list. */
export const productChangeTags = (id: number, storeName: string) => [
  tags.product(id),
  tags.store(storeName),
  tags.products,
];

/** What a change to a store shows on: its page, store lists, and product lists (its products). */
export const storeChangeTags = (storeName: string) => [
  tags.store(storeName),
  tags.stores,
  tags.products,
];

type Writer = Pick<Database, 'insert'>;

/**
 * Owes `tagList` to every storefront: one outbox row per storefront, written in the transaction of
 * the change, so that a change is never committed without its tags nor tags sent for a change
 * that rolled back. Nothing when no storefront is configured.
 */
export async function queueTags(
  tx: Writer,
  config: Pick<MarketplaceConfig, 'storefrontRevalidateUrls'>,
  tagList: string[],
): Promise<void> {
  const unique = [...new Set(tagList)];
  if (config.storefrontRevalidateUrls.length === 0 || unique.length === 0) return;
  await tx
    .insert(revalidationOutbox)
    .values(config.storefrontRevalidateUrls.map((url) => ({ url, tags: unique })));
}

/** The contract's signed headers (a new nonce for every send), and the body's type. */
export function signTags(secret: string, body: string, timestamp = Date.now()) {
  return {
    'content-type': 'application/json',
    ...signedRevalidateHeaders(secret, body, timestamp),
  };
}

/** A claimed row is not sent again by anyone before this; longer than one send can take. */
const CLAIM_SECONDS = 30;
const SEND_TIMEOUT_MS = 10_000;

type Claimed = OutboxRow & { url: string; tags: string[] };

type DeliveryConfig = Pick<
  MarketplaceConfig,
  'revalidateSecret' | 'revalidateRetryMs' | 'revalidateMaxAttempts'
>;

/**
 * The tags as an outbox of the shared worker (decision 059), one row at a time: a failed send is
 * tried again after REVALIDATE_RETRY_MS, then twice as long each time, up to
 * REVALIDATE_MAX_ATTEMPTS attempts; a sent row is deleted, a given-up one kept, marked.
 */
function tagOutbox(db: Database, config: DeliveryConfig, log: FastifyBaseLogger): Outbox<Claimed> {
  return {
    name: 'cache tags',
    table: revalidationOutbox,
    columns: sql`url, tags`,
    owed: sql`gave_up_at is null`,
    stampsClaim: false,
    batch: 1,
    leaseSeconds: CLAIM_SECONDS,
    maxAttempts: config.revalidateMaxAttempts,
    retryDelayMs: doubling(config.revalidateRetryMs),
    async send(row) {
      const body = JSON.stringify({ tags: row.tags });
      const answer = await fetch(row.url, {
        method: 'POST',
        headers: signTags(config.revalidateSecret, body),
        body,
        signal: AbortSignal.timeout(SEND_TIMEOUT_MS),
      });
      await answer.body?.cancel();
      return answer.ok ? { sent: true } : { sent: false, failure: `HTTP ${answer.status}` };
    },
    async markSent(row) {
      await db.execute(sql`delete from revalidation_outbox where id = ${row.id}`);
    },
    async markFailed(row, { failure }, retryInMs) {
      const next =
        retryInMs === null ? sql`gave_up_at = now()` : sql`next_attempt_at = ${fromNow(retryInMs)}`;
      await db.execute(sql`
        update revalidation_outbox set last_error = ${failure.slice(0, 500)}, ${next}
         where id = ${row.id}`);
      const fields = { url: row.url, tags: row.tags, attempt: row.attempts, failure };
      if (retryInMs === null) log.error(fields, 'gave up sending cache tags to a storefront');
      else log.warn({ ...fields, retryInMs }, 'cache tags not delivered; will retry');
    },
  };
}

/**
 * Sends the outbox. `deliverNow()` runs right after a change commits, so tags leave at once, not
 * on a polling tick; the earliest retry still owed wakes it again. A row is claimed by moving its
 * next attempt past the claim time in one statement with `FOR UPDATE SKIP LOCKED`, so of two API
 * replicas (or two loops in one) only one sends it; a replica that dies holding a claim leaves the
 * row due again after CLAIM_SECONDS for the others.
 */
export class TagDelivery extends OutboxWorker<Claimed> {
  constructor(db: Database, config: DeliveryConfig, log: FastifyBaseLogger) {
    super(db, tagOutbox(db, config, log), log);
  }
}

import { signedRevalidateHeaders } from '../../lib/contract/revalidate';
import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { MarketplaceConfig } from '../config';
import type { Database } from '../db/client';
import { revalidationOutbox } from '../db/schema';

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

interface Claimed {
  id: number;
  url: string;
  tags: string[];
  attempts: number;
}

type DeliveryConfig = Pick<
  MarketplaceConfig,
  'revalidateSecret' | 'revalidateRetryMs' | 'revalidateMaxAttempts'
>;

/**
 * Sends the outbox. `deliverNow()` runs right after a change commits, so tags leave at once, not
 * on a polling tick; a failed send is tried again after REVALIDATE_RETRY_MS, then twice as long
 * each time, up to REVALIDATE_MAX_ATTEMPTS attempts. A row is claimed by moving its next attempt
 * past the claim time in one statement with `FOR UPDATE SKIP LOCKED`, so of two API replicas
 * (or two loops in one) only one sends it; a replica that dies holding a claim leaves the row due
 * again after CLAIM_SECONDS for the others.
 */
export class TagDelivery {
  private running: Promise<void> | undefined;
  private again = false;
  private timer: NodeJS.Timeout | undefined;
  private closed = false;

  constructor(
    private readonly db: Database,
    private readonly config: DeliveryConfig,
    private readonly log: FastifyBaseLogger,
  ) {}

  /** Sends what is due now; resolves once the outbox has nothing due (tests wait on it). */
  deliverNow(): Promise<void> {
    if (this.closed) return Promise.resolve();
    if (this.running) {
      this.again = true;
      return this.running;
    }
    this.running = this.run().finally(() => {
      this.running = undefined;
    });
    return this.running;
  }

  async close(): Promise<void> {
    this.closed = true;
    clearTimeout(this.timer);
    await this.running;
  }

  private async run(): Promise<void> {
    do {
      this.again = false;
      try {
        let row: Claimed | undefined;
        while (!this.closed && (row = await this.claim())) await this.send(row);
        if (!this.closed) await this.wakeForNextRetry();
      } catch (error) {
        // The database is away (a restart): the next change, or the next retry, tries again.
        this.log.warn({ err: error }, 'cache tag delivery stopped');
      }
    } while (this.again && !this.closed);
  }

  private async claim(): Promise<Claimed | undefined> {
    const result = await this.db.execute<{
      id: string | number;
      url: string;
      tags: string[];
      attempts: number;
    }>(sql`
      update revalidation_outbox
         set next_attempt_at = now() + make_interval(secs => ${CLAIM_SECONDS}),
             attempts = attempts + 1
       where id = (select id from revalidation_outbox
                    where gave_up_at is null and next_attempt_at <= now()
                    order by next_attempt_at, id
                    for update skip locked
                    limit 1)
      returning id, url, tags, attempts`);
    const [row] = result.rows;
    return row && { ...row, id: Number(row.id) };
  }

  private async send(row: Claimed): Promise<void> {
    const body = JSON.stringify({ tags: row.tags });
    let failure: string;
    try {
      const answer = await fetch(row.url, {
        method: 'POST',
        headers: signTags(this.config.revalidateSecret, body),
        body,
        signal: AbortSignal.timeout(SEND_TIMEOUT_MS),
      });
      await answer.body?.cancel();
      if (answer.ok) {
        await this.db.execute(sql`delete from revalidation_outbox where id = ${row.id}`);
        return;
      }
      failure = `HTTP ${answer.status}`;
    } catch (error) {
      failure = error instanceof Error ? `${error.name}: ${error.message}` : String(error);
    }
    const last = row.attempts >= this.config.revalidateMaxAttempts;
    const delayMs = this.config.revalidateRetryMs * 2 ** (row.attempts - 1);
    await this.db.execute(sql`
      update revalidation_outbox
         set last_error = ${failure.slice(0, 500)},
             next_attempt_at = now() + make_interval(secs => ${delayMs / 1000}),
             gave_up_at = ${last ? sql`now()` : sql`null`}
       where id = ${row.id}`);
    const fields = { url: row.url, tags: row.tags, attempt: row.attempts, failure };
    if (last) this.log.error(fields, 'gave up sending cache tags to a storefront');
    else this.log.warn({ ...fields, retryInMs: delayMs }, 'cache tags not delivered; will retry');
  }

  /** One timer for the earliest retry still owed (none when the outbox is empty). */
  private async wakeForNextRetry(): Promise<void> {
    const result = await this.db.execute<{ wait_ms: string | number | null }>(sql`
      select ceil(extract(epoch from (min(next_attempt_at) - now())) * 1000) as wait_ms
        from revalidation_outbox where gave_up_at is null`);
    const wait = result.rows[0]?.wait_ms;
    clearTimeout(this.timer);
    if (wait === null || wait === undefined || this.closed) return;
    this.timer = setTimeout(() => void this.deliverNow(), Math.max(0, Number(wait)) + 5);
  }
}

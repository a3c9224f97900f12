import { eq, sql } from 'drizzle-orm';
import type { PgUpdateSetSource } from 'drizzle-orm/pg-core';
import type { FastifyBaseLogger } from 'fastify';
import type { MarketplaceConfig } from '../../config';
import type { Database } from '../../db/client';
import { sandboxWebhooks } from '../../db/schema';
import {
  doubling,
  fromNow,
  OutboxWorker,
  type Outbox,
  type OutboxRow,
} from '../../replicas/outbox-worker';

/** Attempts per webhook: the first at once, then after 1, 2, 4 and 8 times the retry delay. */
export const WEBHOOK_ATTEMPTS = 5;
/** How long one call may take. */
const CALL_TIMEOUT_MS = 15_000;
/**
 * A claim's lease: longer than a call may take, so that no other replica takes a webhook while
 * its call is under way; a replica that dies mid-call leaves it due again after this.
 */
const LEASE_SECONDS = 30;

export interface WebhookSender {
  /** Stores the webhook; it is posted in the background and the caller never waits for the call. */
  send(body: unknown): Promise<void>;
  /** Stops looking for due webhooks and waits for calls under way (on shutdown). */
  close(): Promise<void>;
}

type Claimed = OutboxRow & { url: string; body: unknown };

/**
 * The sandbox's side of Flutterwave's webhooks: POST the event with the `verif-hash` header, and
 * retry on anything but a 200, with a doubling delay, as Flutterwave does when retries are on.
 */
function webhookOutbox(
  db: Database,
  config: MarketplaceConfig,
  log: FastifyBaseLogger,
): Outbox<Claimed> {
  const mark = (webhook: Claimed, fields: PgUpdateSetSource<typeof sandboxWebhooks>) =>
    db.update(sandboxWebhooks).set(fields).where(eq(sandboxWebhooks.id, webhook.id));
  return {
    name: 'sandbox webhooks',
    table: sandboxWebhooks,
    columns: sql`url, body`,
    owed: sql`delivered_at is null and gave_up_at is null`,
    stampsClaim: true,
    batch: 20,
    leaseSeconds: LEASE_SECONDS,
    maxAttempts: WEBHOOK_ATTEMPTS,
    retryDelayMs: doubling(config.sandboxWebhookRetryMs),
    async send(webhook) {
      let status = 0;
      try {
        const response = await fetch(webhook.url, {
          method: 'POST',
          headers: { 'content-type': 'application/json', 'verif-hash': config.flwSecretHash },
          body: JSON.stringify(webhook.body),
          signal: AbortSignal.timeout(CALL_TIMEOUT_MS),
        });
        status = response.status;
        await response.arrayBuffer();
      } catch (err) {
        log.warn({ err, attempt: webhook.attempts }, 'sandbox webhook call failed');
      }
      return status === 200
        ? { sent: true, status }
        : { sent: false, failure: `HTTP ${status}`, status };
    },
    async markSent(webhook, { status }) {
      await mark(webhook, { deliveredAt: new Date(), lastStatus: status });
    },
    async markFailed(webhook, { status }, retryInMs) {
      if (retryInMs === null) {
        log.error({ status, attempts: webhook.attempts }, 'sandbox webhook gave up');
        await mark(webhook, { gaveUpAt: new Date(), lastStatus: status });
      } else {
        await mark(webhook, { lastStatus: status, nextAttemptAt: fromNow(retryInMs) });
      }
    },
  };
}

/**
 * Each webhook is a row, so a retry survives the replica that scheduled it and is made by one
 * replica only (decision 036): the shared outbox worker (decision 059) comes back for it when it
 * is due, and every replica looks for due ones each MAIL_RETRY_SECONDS (those of a replica that
 * stopped).
 */
export function createWebhookSender(
  db: Database,
  config: MarketplaceConfig,
  log: FastifyBaseLogger,
): WebhookSender {
  const worker = new OutboxWorker(db, webhookOutbox(db, config, log), log, {
    pollMs: config.mailRetrySeconds * 1000,
  });
  return {
    async send(body) {
      await db.insert(sandboxWebhooks).values({ url: config.paymentWebhookUrl, body });
      void worker.deliverNow();
    },
    close: () => worker.close(),
  };
}

import { eq, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { MarketplaceConfig } from '../../config';
import type { Database } from '../../db/client';
import { sandboxWebhooks } from '../../db/schema';

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

type Claimed = { id: number; url: string; body: unknown; attempts: number };

/** Takes due webhooks for this process alone (decision 036): locked rows are another's. */
async function claimDue(db: Database): Promise<Claimed[]> {
  const { rows } = await db.execute<Claimed>(sql`
    update sandbox_webhooks set
      claimed_at = now(),
      attempts = attempts + 1,
      next_attempt_at = now() + make_interval(secs => ${LEASE_SECONDS})
    where id in (
      select id from sandbox_webhooks
      where delivered_at is null and gave_up_at is null and next_attempt_at <= now()
      order by next_attempt_at, id
      limit 20
      for update skip locked
    )
    returning id, url, body, attempts
  `);
  return rows;
}

/**
 * The sandbox's side of Flutterwave's webhooks: POST the event with the `verif-hash` header, and
 * retry on anything but a 200, with a doubling delay, as Flutterwave does when retries are on.
 * Each webhook is a row, so a retry survives the replica that scheduled it and is made by one
 * replica only: this one's timer comes back for it when it is due, and every replica looks for
 * due ones each MAIL_RETRY_SECONDS (those of a replica that stopped).
 */
export function createWebhookSender(
  db: Database,
  config: MarketplaceConfig,
  log: FastifyBaseLogger,
): WebhookSender {
  const timers = new Set<NodeJS.Timeout>();
  const inFlight = new Set<Promise<void>>();
  let closed = false;

  async function attempt(webhook: Claimed): Promise<void> {
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
    const where = eq(sandboxWebhooks.id, webhook.id);
    if (status === 200) {
      await db
        .update(sandboxWebhooks)
        .set({ deliveredAt: new Date(), lastStatus: status })
        .where(where);
      return;
    }
    if (webhook.attempts >= WEBHOOK_ATTEMPTS) {
      log.error({ status, attempts: webhook.attempts }, 'sandbox webhook gave up');
      await db
        .update(sandboxWebhooks)
        .set({ gaveUpAt: new Date(), lastStatus: status })
        .where(where);
      return;
    }
    const delayMs = config.sandboxWebhookRetryMs * 2 ** (webhook.attempts - 1);
    await db
      .update(sandboxWebhooks)
      .set({
        lastStatus: status,
        nextAttemptAt: sql`now() + make_interval(secs => ${delayMs / 1000})`,
      })
      .where(where);
    later(delayMs);
  }

  async function sendDue() {
    const claimed = await claimDue(db);
    await Promise.all(claimed.map(attempt));
  }

  function run() {
    if (closed) return;
    const call = sendDue()
      .catch((err) => log.error({ err }, 'sending sandbox webhooks failed'))
      .finally(() => inFlight.delete(call));
    inFlight.add(call);
  }

  function later(delayMs: number) {
    if (closed) return;
    const timer = setTimeout(() => {
      timers.delete(timer);
      run();
    }, delayMs);
    timer.unref();
    timers.add(timer);
  }

  const poll = setInterval(run, config.mailRetrySeconds * 1000);
  poll.unref();

  return {
    async send(body) {
      await db.insert(sandboxWebhooks).values({ url: config.paymentWebhookUrl, body });
      later(0);
    },
    async close() {
      closed = true;
      clearInterval(poll);
      for (const timer of timers) clearTimeout(timer);
      timers.clear();
      while (inFlight.size > 0) await Promise.all(inFlight);
    },
  };
}

import type { FastifyBaseLogger } from 'fastify';
import type { MarketplaceConfig } from '../../config';

/** Attempts per webhook: the first at once, then after 1, 2, 4 and 8 times the retry delay. */
export const WEBHOOK_ATTEMPTS = 5;

export interface WebhookSender {
  /** Posts in the background; the caller (the hosted page's redirect) never waits for it. */
  send(body: unknown): void;
  /** Stops pending retries and waits for calls under way (on shutdown). */
  close(): Promise<void>;
}

/**
 * The sandbox's side of Flutterwave's webhooks: POST the event with the `verif-hash` header, and
 * retry on anything but a 200, with a doubling delay, as Flutterwave does when retries are on.
 */
export function createWebhookSender(
  config: MarketplaceConfig,
  log: FastifyBaseLogger,
): WebhookSender {
  const timers = new Set<NodeJS.Timeout>();
  const inFlight = new Set<Promise<void>>();
  let closed = false;

  async function attempt(body: unknown, number: number): Promise<void> {
    let status = 0;
    try {
      const response = await fetch(config.paymentWebhookUrl, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'verif-hash': config.flwSecretHash },
        body: JSON.stringify(body),
        signal: AbortSignal.timeout(15_000),
      });
      status = response.status;
      await response.arrayBuffer();
    } catch (err) {
      log.warn({ err, attempt: number }, 'sandbox webhook call failed');
    }
    if (status === 200) return;
    if (number >= WEBHOOK_ATTEMPTS || closed) {
      log.error({ status, attempts: number }, 'sandbox webhook gave up');
      return;
    }
    const timer = setTimeout(
      () => {
        timers.delete(timer);
        run(body, number + 1);
      },
      config.sandboxWebhookRetryMs * 2 ** (number - 1),
    );
    timer.unref();
    timers.add(timer);
  }

  function run(body: unknown, number: number) {
    if (closed) return;
    const call = attempt(body, number).finally(() => inFlight.delete(call));
    inFlight.add(call);
  }

  return {
    send(body) {
      const timer = setTimeout(() => {
        timers.delete(timer);
        run(body, 1);
      }, 0);
      timers.add(timer);
    },
    async close() {
      closed = true;
      for (const timer of timers) clearTimeout(timer);
      timers.clear();
      await Promise.all(inFlight);
    },
  };
}

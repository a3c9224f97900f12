import { eq, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { createTransport, type Transporter } from 'nodemailer';
import type { MarketplaceConfig } from '../config';
import type { Database } from '../db/client';
import { outbox } from '../db/schema';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html?: string;
}

export interface Mailer {
  /** Stores the message in the outbox; with SMTP configured, delivery follows in the background. */
  send(message: MailMessage): Promise<void>;
  /** Stops looking for due mail and waits for deliveries under way (on shutdown). */
  drain(): Promise<void>;
}

/** Tries per message; after the last failure it stays unsent in the outbox. */
export const MAIL_ATTEMPTS = 5;
/** Messages one claim takes at most. */
const CLAIM_BATCH = 20;

type Claimed = Pick<MailMessage, 'to' | 'subject' | 'text'> & { id: number; html: string | null };

/**
 * Takes due messages for this process alone: rows locked by another replica's claim are skipped,
 * and the claim moves next_attempt_at a retry interval ahead, so no other replica takes them
 * meanwhile; if this process dies before marking one sent, it is due again after that interval
 * (decision 036).
 */
async function claimDueMail(db: Database, retrySeconds: number): Promise<Claimed[]> {
  const { rows } = await db.execute<Claimed>(sql`
    update outbox set
      claimed_at = now(),
      attempts = attempts + 1,
      next_attempt_at = now() + make_interval(secs => ${retrySeconds})
    where id in (
      select id from outbox
      where sent_at is null and next_attempt_at <= now() and attempts < ${MAIL_ATTEMPTS}
      order by next_attempt_at, id
      limit ${CLAIM_BATCH}
      for update skip locked
    )
    returning id, "to", subject, text, html
  `);
  return rows;
}

export function createMailer(
  db: Database,
  config: MarketplaceConfig,
  log: FastifyBaseLogger,
): Mailer {
  const pending = new Set<Promise<void>>();
  let transport: Transporter | undefined;
  let closed = false;

  async function deliver(message: Claimed) {
    try {
      transport ??= createTransport(config.smtpUrl);
      const { id, html, ...rest } = message;
      await transport.sendMail({ from: config.mailFrom, ...rest, ...(html ? { html } : {}) });
      await db.update(outbox).set({ sentAt: new Date() }).where(eq(outbox.id, id));
    } catch (err) {
      log.error(
        { err, outboxId: message.id },
        'mail delivery failed; the message stays unsent in the outbox until its next try',
      );
      await db
        .update(outbox)
        .set({ lastError: String((err as Error).message ?? err).slice(0, 500) })
        .where(eq(outbox.id, message.id))
        .catch(() => {});
    }
  }

  // Delivery runs after the answer: an SMTP server's speed must neither slow a request nor reveal,
  // by timing, whether forgot-password found an account.
  async function deliverDue() {
    const claimed = await claimDueMail(db, config.mailRetrySeconds);
    await Promise.all(claimed.map(deliver));
  }

  function inBackground() {
    if (closed) return;
    const run = deliverDue()
      .catch((err) => log.error({ err }, 'looking for mail to deliver failed'))
      .finally(() => pending.delete(run));
    pending.add(run);
  }

  // Retries, and mail that a replica claimed and did not finish (it stopped): every interval.
  const timer = config.smtpUrl ? setInterval(inBackground, config.mailRetrySeconds * 1000) : null;
  timer?.unref();

  return {
    async send(message) {
      await db.insert(outbox).values({
        ...message,
        html: message.html ?? null,
        // Without SMTP the message is only for the outbox (the dev mailbox): never delivered.
        nextAttemptAt: config.smtpUrl ? sql`now()` : null,
      });
      if (config.smtpUrl) inBackground();
    },
    async drain() {
      closed = true;
      if (timer) clearInterval(timer);
      while (pending.size > 0) await Promise.all(pending);
    },
  };
}

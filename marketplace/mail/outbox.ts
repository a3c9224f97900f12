import { eq, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { createTransport, type Transporter } from 'nodemailer';
import type { MarketplaceConfig } from '../config';
import type { Database } from '../db/client';
import { outbox } from '../db/schema';
import { OutboxWorker, type Outbox, type OutboxRow } from '../replicas/outbox-worker';

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

type Claimed = Pick<MailMessage, 'to' | 'subject' | 'text'> & OutboxRow & { html: string | null };

/**
 * Mail as an outbox of the shared worker (decision 059). The retry interval is also the claim's
 * lease: a failed message is due again one MAIL_RETRY_SECONDS after its claim (decision 036), so
 * a failure only records why; after MAIL_ATTEMPTS it is no longer owed and stays unsent.
 */
function mailOutbox(
  db: Database,
  config: MarketplaceConfig,
  log: FastifyBaseLogger,
): Outbox<Claimed> {
  let transport: Transporter | undefined;
  return {
    name: 'mail',
    table: outbox,
    columns: sql`"to", subject, text, html`,
    owed: sql`sent_at is null and attempts < ${MAIL_ATTEMPTS}`,
    stampsClaim: true,
    batch: 20,
    leaseSeconds: config.mailRetrySeconds,
    maxAttempts: MAIL_ATTEMPTS,
    retryDelayMs: () => config.mailRetrySeconds * 1000,
    async send({ to, subject, text, html }) {
      try {
        transport ??= createTransport(config.smtpUrl);
        await transport.sendMail({
          from: config.mailFrom,
          to,
          subject,
          text,
          ...(html ? { html } : {}),
        });
        return { sent: true };
      } catch (error) {
        return { sent: false, failure: String((error as Error).message ?? error), error };
      }
    },
    async markSent(message) {
      await db.update(outbox).set({ sentAt: new Date() }).where(eq(outbox.id, message.id));
    },
    async markFailed(message, { failure, error }) {
      log.error(
        { err: error, outboxId: message.id },
        'mail delivery failed; the message stays unsent in the outbox until its next try',
      );
      await db
        .update(outbox)
        .set({ lastError: failure.slice(0, 500) })
        .where(eq(outbox.id, message.id))
        .catch(() => {});
    },
  };
}

export function createMailer(
  db: Database,
  config: MarketplaceConfig,
  log: FastifyBaseLogger,
): Mailer {
  // Delivery runs after the answer: an SMTP server's speed must neither slow a request nor reveal,
  // by timing, whether forgot-password found an account. Every interval, each replica also looks
  // for mail a replica claimed and did not finish (it stopped). Without SMTP nothing is sent.
  const worker = config.smtpUrl
    ? new OutboxWorker(db, mailOutbox(db, config, log), log, {
        pollMs: config.mailRetrySeconds * 1000,
      })
    : null;

  return {
    async send(message) {
      await db.insert(outbox).values({
        ...message,
        html: message.html ?? null,
        // Without SMTP the message is only for the outbox (the dev mailbox): never delivered.
        nextAttemptAt: config.smtpUrl ? sql`now()` : null,
      });
      void worker?.deliverNow();
    },
    async drain() {
      await worker?.close();
    },
  };
}

import { eq } from 'drizzle-orm';
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
  /** Waits for deliveries under way (on shutdown). */
  drain(): Promise<void>;
}

export function createMailer(
  db: Database,
  config: MarketplaceConfig,
  log: FastifyBaseLogger,
): Mailer {
  const pending = new Set<Promise<void>>();
  let transport: Transporter | undefined;

  // Delivery runs after the answer: an SMTP server's speed must neither slow a request nor reveal,
  // by timing, whether forgot-password found an account.
  async function deliver(id: number, message: MailMessage) {
    try {
      transport ??= createTransport(config.smtpUrl);
      await transport.sendMail({ from: config.mailFrom, ...message });
      await db.update(outbox).set({ sentAt: new Date() }).where(eq(outbox.id, id));
    } catch (err) {
      log.error(
        { err, outboxId: id },
        'mail delivery failed; the message stays unsent in the outbox',
      );
    }
  }

  return {
    async send(message) {
      const [row] = await db
        .insert(outbox)
        .values({ ...message, html: message.html ?? null })
        .returning({ id: outbox.id });
      if (!config.smtpUrl) return;
      const delivery = deliver(row.id, message).finally(() => pending.delete(delivery));
      pending.add(delivery);
    },
    async drain() {
      await Promise.all(pending);
    },
  };
}

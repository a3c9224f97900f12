import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { inStock, shownProduct } from '../catalog/conditions';
import type { MarketplaceConfig } from '../config';
import type { Database } from '../db/client';
import { outbox } from '../db/schema';
import { backInStockMail } from '../mail/messages';
import { queueTags, tags } from '../vendor-api/revalidation';

/** Requests one transaction mails at most; a longer queue takes several. */
export const STOCK_ALERT_BATCH = 100;

type Config = Pick<MarketplaceConfig, 'storefrontUrl' | 'smtpUrl' | 'storefrontRevalidateUrls'>;

type Claimed = {
  id: number;
  email: string;
  product_id: number;
  title: string;
};

/**
 * Mails one batch of waiting requests whose product is in stock and shown now, whatever put the
 * stock back: the vendor API, a cancelled or refused order, an expired hold, a seed, a hand-made
 * fix (decision 056). In one transaction each request is marked sent (`UPDATE ... WHERE sent_at IS
 * NULL RETURNING`, rows another replica is mailing skipped) and its e-mail queued in the outbox,
 * under a dedupe key of its own: a request is mailed once, and never marked without its e-mail.
 * The product's page is told to refresh, so that the e-mail's link shows the stock. Answers how
 * many requests it mailed.
 */
export async function sendDueStockAlerts(db: Database, config: Config): Promise<number> {
  return db.transaction(async (tx) => {
    const { rows } = await tx.execute<Claimed>(sql`
      with due as (
        select stock_alerts.id from stock_alerts
          join products on products.id = stock_alerts.product_id
          join vendors on vendors.id = products.vendor_id
         where stock_alerts.sent_at is null and ${inStock} and ${shownProduct}
         order by stock_alerts.id
         limit ${STOCK_ALERT_BATCH}
           for update of stock_alerts skip locked
      )
      update stock_alerts set sent_at = now()
        from due, products
       where stock_alerts.id = due.id and stock_alerts.sent_at is null
         and products.id = stock_alerts.product_id
      returning stock_alerts.id, stock_alerts.email, products.id as product_id, products.title`);
    if (rows.length === 0) return 0;
    await tx
      .insert(outbox)
      .values(
        rows.map((row) => ({
          ...backInStockMail(
            row.email,
            row.title,
            `${config.storefrontUrl}/products/${Number(row.product_id)}`,
          ),
          dedupeKey: `stock-alert:${Number(row.id)}`,
          // As the mailer does: without SMTP the message is only for the outbox (the dev mailbox).
          nextAttemptAt: config.smtpUrl ? sql`now()` : null,
        })),
      )
      .onConflictDoNothing();
    // The product page may still say "Out of stock" from its cache when no vendor call changed the
    // stock (an order gave it back): the link in the e-mail must not.
    const productTags = [...new Set(rows.map((row) => tags.product(Number(row.product_id))))];
    await queueTags(tx, config, productTags);
    return rows.length;
  });
}

/**
 * Runs sendDueStockAlerts at start, on request (`sendNow()`, right after a change that may have put
 * stock back) and every STOCK_ALERT_SWEEP_SECONDS; calls made while a run is under way make it look
 * once more before it ends, so that stock put back during a run is not left for the next tick.
 */
export class StockAlertSender {
  private running: Promise<void> | undefined;
  private again = false;
  private closed = false;
  private readonly timer: NodeJS.Timeout | undefined;

  constructor(
    private readonly db: Database,
    private readonly config: Config & Pick<MarketplaceConfig, 'stockAlertSweepSeconds'>,
    private readonly log: FastifyBaseLogger,
    /** After e-mails were queued: sends the cache tags they owe. */
    private readonly onSent: () => void,
  ) {
    const seconds = config.stockAlertSweepSeconds;
    if (seconds > 0) {
      this.timer = setInterval(() => void this.sendNow(), seconds * 1000);
      this.timer.unref();
    }
  }

  /** Mails what is due now; resolves once nothing more is (tests wait on it). */
  sendNow(): Promise<void> {
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
    clearInterval(this.timer);
    await this.running;
  }

  private async run(): Promise<void> {
    do {
      this.again = false;
      try {
        let mailed = 0;
        let batch: number;
        do {
          batch = await sendDueStockAlerts(this.db, this.config);
          mailed += batch;
        } while (batch === STOCK_ALERT_BATCH && !this.closed);
        if (mailed > 0) {
          this.log.info({ mailed }, 'mailed "back in stock" e-mails');
          this.onSent();
        }
      } catch (err) {
        // The database is away (a restart): the next change or tick tries again.
        this.log.warn({ err }, 'looking for "back in stock" e-mails to send failed');
      }
    } while (this.again && !this.closed);
  }
}

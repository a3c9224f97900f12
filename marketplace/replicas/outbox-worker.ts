import { sql, type SQL } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../db/client';

/** What the worker reads of every claimed row; each outbox adds its own columns. */
export type OutboxRow = {
  id: number;
  /** Attempts so far, this one included (the claim counts it). */
  attempts: number;
};

/** How one attempt went; `status` is the HTTP answer's, where the outbox keeps it. */
export type Outcome =
  | { sent: true; status?: number }
  | { sent: false; failure: string; status?: number; error?: unknown };

/** One outbox: its table, what is owed in it, and how a row is sent and marked. */
export interface Outbox<Row extends OutboxRow> {
  /** Names it in the log. */
  name: string;
  table: PgTable;
  /** The columns a claim hands `send`, besides id and attempts. */
  columns: SQL;
  /** Rows still owed, due or not: neither sent nor given up. */
  owed: SQL;
  /** Whether a claim also stamps claimed_at (the tables that have it). */
  stampsClaim: boolean;
  /** Rows one claim takes at most; they are sent together. */
  batch: number;
  /**
   * How far a claim moves next_attempt_at ahead: longer than a send may take, so that no other
   * replica takes the row meanwhile; a replica that dies holding it leaves it due after this.
   */
  leaseSeconds: number;
  /** Attempts per row; after the last failure the row is given up. */
  maxAttempts: number;
  /** The wait after `attempts` failed attempts before the next. */
  retryDelayMs(attempts: number): number;
  /** Tries the row once; a failure is answered, not thrown. */
  send(row: Row): Promise<Outcome>;
  markSent(row: Row, outcome: Outcome & { sent: true }): Promise<void>;
  /** `retryInMs` is null after the last attempt: the row is given up. */
  markFailed(row: Row, outcome: Outcome & { sent: false }, retryInMs: number | null): Promise<void>;
}

/** The usual back-off: the first wait, then twice as long after each further failure. */
export const doubling = (firstMs: number) => (attempts: number) => firstMs * 2 ** (attempts - 1);

/** SQL for "`ms` from now", for a row's next attempt. */
export const fromNow = (ms: number) => sql`now() + make_interval(secs => ${ms / 1000})`;

/** setTimeout's longest wait; a longer one would fire at once. */
const LONGEST_TIMER_MS = 2 ** 31 - 1;

/**
 * Sends an outbox's rows, once each across API replicas (decision 036, decision 059): mail, the
 * sandbox's webhooks, the storefronts' cache tags. A claim takes due rows for this process alone
 * in one statement (`FOR UPDATE SKIP LOCKED`, rows another replica's claim holds are skipped),
 * counts the attempt and moves next_attempt_at a lease ahead; each row is then sent and marked
 * sent, or failed with its next attempt backed off, or given up after the last.
 *
 * `deliverNow()` runs at once (after a write, so nothing waits for a tick), one run at a time: a
 * call during a run makes it look again at the end. A run claims until nothing is due, then sets
 * one timer for the earliest row still owed (a retry, or another replica's lapsed lease). With
 * `pollMs`, every replica also looks on an interval, for rows another replica wrote and did not
 * send. `close()` stops the timers and waits for the run under way.
 */
export class OutboxWorker<Row extends OutboxRow> {
  private running: Promise<void> | undefined;
  private again = false;
  private closed = false;
  private wake: NodeJS.Timeout | undefined;
  private readonly poll: NodeJS.Timeout | undefined;

  constructor(
    private readonly db: Database,
    private readonly outbox: Outbox<Row>,
    private readonly log: FastifyBaseLogger,
    { pollMs }: { pollMs?: number } = {},
  ) {
    if (pollMs) {
      this.poll = setInterval(() => void this.deliverNow(), pollMs);
      this.poll.unref();
    }
  }

  /** Sends what is due now; resolves once nothing is (tests wait on it). Never rejects. */
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

  /** Stops looking for due rows and waits for the sends under way (on shutdown). */
  async close(): Promise<void> {
    this.closed = true;
    clearInterval(this.poll);
    clearTimeout(this.wake);
    await this.running;
  }

  private async run(): Promise<void> {
    do {
      this.again = false;
      try {
        let claimed: Row[];
        while (!this.closed && (claimed = await this.claimDue()).length > 0)
          await Promise.all(claimed.map((row) => this.attempt(row)));
        if (!this.closed) await this.wakeForNextAttempt();
      } catch (err) {
        // The database is away (a restart): the next write, timer or poll tries again.
        this.log.warn({ err }, `${this.outbox.name}: looking for rows to send failed`);
      }
    } while (this.again && !this.closed);
  }

  private async claimDue(): Promise<Row[]> {
    const { table, columns, owed, stampsClaim, batch, leaseSeconds } = this.outbox;
    const { rows } = await this.db.execute(sql`
      update ${table} set
        ${stampsClaim ? sql`claimed_at = now(),` : sql``}
        attempts = attempts + 1,
        next_attempt_at = now() + make_interval(secs => ${leaseSeconds})
      where id in (
        select id from ${table}
        where ${owed} and next_attempt_at <= now()
        order by next_attempt_at, id
        limit ${batch}
        for update skip locked
      )
      returning id, attempts, ${columns}`);
    // The outbox's columns make the row; a bigserial id comes back from node-postgres as a string.
    return rows.map((row) => ({ ...row, id: Number(row.id) }) as unknown as Row);
  }

  private async attempt(row: Row): Promise<void> {
    const { name, maxAttempts, retryDelayMs } = this.outbox;
    try {
      const outcome = await this.sendOnce(row);
      if (outcome.sent) return await this.outbox.markSent(row, outcome);
      const last = row.attempts >= maxAttempts;
      await this.outbox.markFailed(row, outcome, last ? null : retryDelayMs(row.attempts));
    } catch (err) {
      // The mark did not reach the database: the row is due again when its lease runs out.
      this.log.warn({ err, id: row.id }, `${name}: recording an attempt failed`);
    }
  }

  private async sendOnce(row: Row): Promise<Outcome> {
    try {
      return await this.outbox.send(row);
    } catch (error) {
      const failure = error instanceof Error ? `${error.name}: ${error.message}` : String(error);
      return { sent: false, failure, error };
    }
  }

  /** One timer for the earliest row still owed (none when nothing is). */
  private async wakeForNextAttempt(): Promise<void> {
    const { table, owed } = this.outbox;
    const { rows } = await this.db.execute<{ wait_ms: string | number | null }>(sql`
      select ceil(extract(epoch from (min(next_attempt_at) - now())) * 1000) as wait_ms
        from ${table} where ${owed}`);
    const wait = rows[0]?.wait_ms;
    clearTimeout(this.wake);
    if (wait === null || wait === undefined || this.closed) return;
    const delay = Math.min(Math.max(0, Number(wait)) + 5, LONGEST_TIMER_MS);
    this.wake = setTimeout(() => void this.deliverNow(), delay);
    this.wake.unref();
  }
}

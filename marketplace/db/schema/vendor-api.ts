import { sql } from 'drizzle-orm';
import {
  bigserial,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import { vendors } from './catalog';

/**
 * A vendor's keys to the vendor API (marketplace/vendor-api/). Only the SHA-256 of a key is kept:
 * the key is a high-entropy random value shown once, so a plain hash is enough (as for session
 * tokens).
 */
export const vendorApiKeys = pgTable(
  'vendor_api_keys',
  {
    id: serial('id').primaryKey(),
    vendorId: integer('vendor_id')
      .notNull()
      .references(() => vendors.id, { onDelete: 'cascade' }),
    keyHash: text('key_hash').notNull().unique(),
    label: text('label').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (t) => [index('vendor_api_keys_vendor_idx').on(t.vendorId)],
);

/**
 * Cache tags owed to one storefront, written in the transaction of the change they describe and
 * deleted once that storefront has taken them (marketplace/vendor-api/revalidation.ts).
 */
export const revalidationOutbox = pgTable(
  'revalidation_outbox',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    url: text('url').notNull(),
    tags: jsonb('tags').$type<string[]>().notNull(),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    lastError: text('last_error'),
    /** Set after the last allowed attempt failed; kept for the operator to see. */
    gaveUpAt: timestamp('gave_up_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('revalidation_outbox_due_idx')
      .on(t.nextAttemptAt, t.id)
      .where(sql`${t.gaveUpAt} is null`),
  ],
);

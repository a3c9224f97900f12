import { sql } from 'drizzle-orm';
import {
  boolean,
  index,
  integer,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';

/**
 * Customer accounts. Secrets are never stored as given: passwords as argon2id hashes, session and
 * reset tokens and e-mail codes as SHA-256 hashes, so a read of the database signs nobody in.
 */

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();

export const customers = pgTable(
  'customers',
  {
    id: serial('id').primaryKey(),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull().default(''),
    /** Null for accounts created through Google, which gives no phone number. */
    phone: text('phone'),
    /** Kept as typed; uniqueness and look-ups go through lower(email). */
    email: text('email').notNull(),
    /** Null for accounts that only sign in through Google. */
    passwordHash: text('password_hash'),
    googleSub: text('google_sub').unique('customers_google_sub_unique'),
    verified: boolean('verified').notNull().default(false),
    deactivated: boolean('deactivated').notNull().default(false),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('customers_email_lower_idx').on(sql`lower(${t.email})`)],
);

export const sessions = pgTable(
  'sessions',
  {
    id: serial('id').primaryKey(),
    tokenHash: text('token_hash').notNull().unique('sessions_token_hash_unique'),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    /** What the device said it was at sign-in, for the shopper's list of signed-in devices. */
    userAgent: text('user_agent'),
    /** The client's address at sign-in (decision 027's address, not a header's claim). */
    clientAddress: text('client_address'),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('sessions_customer_idx').on(t.customerId)],
);

export const emailCodes = pgTable(
  'email_codes',
  {
    id: serial('id').primaryKey(),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    codeHash: text('code_hash').notNull(),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    /** Every try counts, the right one included; at the limit the code is dead. */
    attempts: integer('attempts').notNull().default(0),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (t) => [index('email_codes_customer_idx').on(t.customerId, t.id)],
);

export const passwordResets = pgTable(
  'password_resets',
  {
    id: serial('id').primaryKey(),
    tokenHash: text('token_hash').notNull().unique('password_resets_token_hash_unique'),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (t) => [index('password_resets_customer_idx').on(t.customerId)],
);

/** Every e-mail the marketplace sends; the dev mailbox reads it, SMTP delivery marks sent_at. */
export const outbox = pgTable(
  'outbox',
  {
    id: serial('id').primaryKey(),
    to: text('to').notNull(),
    subject: text('subject').notNull(),
    text: text('text').notNull(),
    html: text('html'),
    createdAt: createdAt(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    /** Delivery tries so far (marketplace/mail/outbox.ts). */
    attempts: integer('attempts').notNull().default(0),
    /**
     * When a replica may next claim it for delivery; null: not for delivery (no SMTP_URL when it
     * was written, the dev mailbox's). Claiming moves it ahead, as a lease (decision 036).
     */
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }),
    claimedAt: timestamp('claimed_at', { withTimezone: true }),
    lastError: text('last_error'),
    /** A message that must go out once (an order's step e-mail): a second with this key is dropped. */
    dedupeKey: text('dedupe_key'),
  },
  (t) => [
    index('outbox_due_idx')
      .on(t.nextAttemptAt)
      .where(sql`${t.sentAt} is null`),
    uniqueIndex('outbox_dedupe_key_idx')
      .on(t.dedupeKey)
      .where(sql`${t.dedupeKey} is not null`),
  ],
);

export const addresses = pgTable(
  'addresses',
  {
    id: serial('id').primaryKey(),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    state: text('state').notNull(),
    city: text('city').notNull(),
    address: text('address').notNull(),
    postcode: text('postcode').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('addresses_customer_idx').on(t.customerId, t.id)],
);

import { bigint, index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { customers } from './accounts';

/**
 * Two-factor sign-in (TOTP, RFC 6238). The secret is kept encrypted (AES-256-GCM,
 * marketplace/accounts/two-factor/secret-box.ts); recovery codes and sign-in challenges as SHA-256
 * hashes of high-entropy values, like the other tokens.
 */

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();

export const twoFactor = pgTable('two_factor', {
  customerId: integer('customer_id')
    .primaryKey()
    .references(() => customers.id, { onDelete: 'cascade' }),
  secretEncrypted: text('secret_encrypted').notNull(),
  /** Null while the secret waits for its first code: two-factor is not on yet. */
  enabledAt: timestamp('enabled_at', { withTimezone: true }),
  /** The last time step whose code was accepted: that code, and older ones, are refused. */
  lastUsedStep: bigint('last_used_step', { mode: 'number' }),
  createdAt: createdAt(),
});

export const recoveryCodes = pgTable(
  'recovery_codes',
  {
    id: serial('id').primaryKey(),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    codeHash: text('code_hash').notNull(),
    createdAt: createdAt(),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (t) => [index('recovery_codes_customer_idx').on(t.customerId)],
);

/** A right password (or Google) for an enrolled account: the second step may follow, once. */
export const signInChallenges = pgTable(
  'sign_in_challenges',
  {
    id: serial('id').primaryKey(),
    tokenHash: text('token_hash').notNull().unique('sign_in_challenges_token_hash_unique'),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (t) => [index('sign_in_challenges_customer_idx').on(t.customerId)],
);

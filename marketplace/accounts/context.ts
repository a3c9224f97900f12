import type { MarketplaceConfig } from '../config';
import type { Database } from '../db/client';
import type { Mailer } from '../mail/outbox';

/** What the account logic needs from the running API. */
export interface AccountsContext {
  db: Database;
  config: MarketplaceConfig;
  mailer: Mailer;
}

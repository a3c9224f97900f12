import type { MarketplaceConfig } from '../config';
import type { Database } from '../db/client';
import type { Mailer } from '../mail/outbox';

/** What the account logic needs from the running API. */
export interface AccountsContext {
  db: Database;
  config: MarketplaceConfig;
  mailer: Mailer;
}

/** The options routes/accounts.ts registers each group of account routes with. */
export interface AccountsRouteOptions {
  ctx: AccountsContext;
}

/** Who is signing in, as the API sees them: kept with the session for the list of devices. */
export interface SignInClient {
  /** The User-Agent header, cut to a sane length. */
  userAgent?: string;
  /** request.ip: the storefront's forwarded address only from a trusted proxy (decision 027). */
  address?: string;
}

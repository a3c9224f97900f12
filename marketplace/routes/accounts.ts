import type { FastifyInstance } from 'fastify';
import type { AccountsContext } from '../accounts/context';
import { registerRateLimits } from '../replicas/limit-store';
import { createMailer } from '../mail/outbox';
import { addressRoutes } from './accounts-addresses';
import { deviceRoutes } from './accounts-devices';
import { profileRoutes } from './accounts-profile';
import { signInRoutes } from './accounts-sign-in';
import { socialSignInRoutes } from './accounts-social';
import { twoFactorRoutes } from './accounts-two-factor';
import { devMailboxRoutes } from './dev-mailbox';

/** Customer accounts under /api/customer, and the dev mailbox where demo parts may run (decision 028). */
export async function accountsRoutes(app: FastifyInstance) {
  // Not global: only the sign-in routes opt in, each with limits of its own. With REDIS_URL the
  // counters are Redis's, so every API replica counts into the same ones (decision 036).
  await registerRateLimits(app);
  const mailer = createMailer(app.db, app.config, app.log);
  app.addHook('onClose', () => mailer.drain());
  const ctx: AccountsContext = { db: app.db, config: app.config, mailer };

  await app.register(
    async (api) => {
      await api.register(signInRoutes, { ctx });
      await api.register(profileRoutes, { ctx });
      await api.register(addressRoutes);
      await api.register(socialSignInRoutes, { ctx });
      await api.register(twoFactorRoutes, { ctx });
      await api.register(deviceRoutes);
    },
    { prefix: '/api/customer' },
  );
  if (app.config.devMailbox) await app.register(devMailboxRoutes);
}

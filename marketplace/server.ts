import cors from '@fastify/cors';
import Fastify, { type FastifyInstance } from 'fastify';
import type { Redis } from 'ioredis';
import type { MarketplaceConfig } from './config';
import type { Database } from './db/client';
import { HttpError, REFUSED_TEXT, isRefusedText } from './errors';
import { withTotpKey } from './accounts/two-factor/key';
import { withSandboxSecrets } from './payments/sandbox/secrets';
import { listenForCatalogChanges } from './replicas/catalog-changes';
import { connectRedis, RedisHealth } from './replicas/redis';
import { accountsRoutes } from './routes/accounts';
import { cartRoutes } from './routes/cart';
import { catalogRoutes } from './routes/catalog';
import { deliveryAreaRoutes } from './routes/delivery-areas';
import { shipmentRoutes } from './routes/shipments';
import { readinessRoutes } from './routes/health';
import { mediaRoutes } from './routes/media';
import { operationsRoutes } from './routes/operations';
import { orderRoutes } from './routes/orders';
import { trackingRoutes } from './routes/tracking';
import { paymentRoutes } from './routes/payments';
import { payLinkRoutes } from './routes/pay-links';
import { reviewRoutes } from './routes/reviews';
import { savedItemRoutes } from './routes/saved-items';
import { sitemapRoutes } from './routes/sitemap';
import { vendorRoutes } from './routes/vendor';
import { stockAlertRoutes } from './routes/stock-alerts';
import { refreshIndex, setSearchIndex } from './search/index-refresh';
import { StockAlertSender } from './stock-alerts/send';
import { TagDelivery } from './vendor-api/revalidation';

export interface ServerOptions {
  db: Database;
  config: MarketplaceConfig;
  /** Pino logger options; false in tests. */
  logger?: boolean | object;
}

declare module 'fastify' {
  interface FastifyInstance {
    db: Database;
    config: MarketplaceConfig;
    /** The Redis that replicas share (REDIS_URL), for their rate limits; absent, memory. */
    redis: Redis | undefined;
    /** Whether that Redis answers now; absent without REDIS_URL (marketplace/replicas/redis.ts). */
    redisHealth: RedisHealth | undefined;
    /** Sends the cache tags owed to the storefronts (marketplace/vendor-api/revalidation.ts). */
    tagDelivery: TagDelivery;
    /** Mails "back in stock" to those waiting (marketplace/stock-alerts/send.ts). */
    stockAlerts: StockAlertSender;
  }
}

export async function buildServer({
  db,
  config: configured,
  logger = false,
}: ServerOptions): Promise<FastifyInstance> {
  const config = await withTotpKey(db, await withSandboxSecrets(db, configured));
  const app = Fastify({
    logger,
    genReqId: () => crypto.randomUUID(),
    requestIdHeader: 'x-request-id',
    // Behind the storefront's server, never a browser directly: a sane cap on bodies and query strings.
    bodyLimit: 256 * 1024,
    routerOptions: { maxParamLength: 200 },
    // request.ip: the peer, unless it is a listed proxy (the storefront); then the right-most
    // X-Forwarded-For entry that is not one. Nothing listed (the default): the peer, always.
    trustProxy: config.trustedProxies.length > 0 ? config.trustedProxies : false,
  });
  app.decorate('db', db);
  app.decorate('config', config);
  setSearchIndex(db, config.searchIndex === 'memory');
  // The search index is built as the server starts, not by the first search, which would otherwise
  // wait for the whole build (about 2.5 s at 200,000 products; decision 064). A search arriving
  // meanwhile waits only for the rest of it; a failure here leaves the build to the first search.
  if (config.searchIndex === 'memory')
    app.addHook('onReady', async () => {
      void refreshIndex(db).catch((err: Error) =>
        app.log.warn({ err: err.message }, 'search index not built at start'),
      );
    });
  const redis = config.redisUrl ? connectRedis(config.redisUrl) : undefined;
  // ioredis reconnects by itself; say so once per failure, without its stack.
  redis?.on('error', (err: Error) =>
    app.log.warn({ redisError: err.message }, 'Redis unreachable'),
  );
  app.decorate('redis', redis);
  const redisHealth = redis && new RedisHealth(redis, app.log);
  app.decorate('redisHealth', redisHealth);
  // Closed with the server; a Redis that no longer answers is simply dropped.
  if (redis)
    app.addHook('onClose', async () => {
      redisHealth?.close();
      await redis.quit().catch(() => redis.disconnect());
    });
  await listenForCatalogChanges(app);
  const tagDelivery = new TagDelivery(db, config, app.log);
  app.decorate('tagDelivery', tagDelivery);
  // Tags a previous run owed and did not send (it stopped, or the storefront was down): sent now.
  app.addHook('onReady', async () => void tagDelivery.deliverNow());
  app.addHook('onClose', () => tagDelivery.close());
  const stockAlerts = new StockAlertSender(
    db,
    config,
    app.log,
    () => void tagDelivery.deliverNow(),
  );
  app.decorate('stockAlerts', stockAlerts);
  // Stock put back while no API ran (a seed, a fix by hand, a stop mid-sweep): mailed now.
  app.addHook('onReady', async () => void stockAlerts.sendNow());
  app.addHook('onClose', () => stockAlerts.close());
  // On every answer, errors included: no browser reads one as another type than it says, and none
  // shows one inside a frame (the sandbox pay page and the dev mailbox are HTML). A route may set a
  // stricter policy of its own.
  app.addHook('onRequest', async (_request, reply) => {
    reply.header('x-content-type-options', 'nosniff');
    reply.header('content-security-policy', "frame-ancestors 'none'");
  });

  app.setErrorHandler(
    (error: Error & { statusCode?: number; validation?: unknown }, request, reply) => {
      if (error instanceof HttpError)
        return reply.status(error.statusCode).send({ message: error.message });
      // A safety net: the contract refuses such text with its own message before any query.
      if (isRefusedText(error)) {
        request.log.warn({ err: error }, 'the database refused text that the contract let through');
        return reply.status(400).send({ message: REFUSED_TEXT });
      }
      const status = error.statusCode ?? 500;
      if (status >= 400 && status < 500)
        return reply.status(status).send({ message: error.message });
      request.log.error({ err: error }, 'request failed');
      return reply
        .status(500)
        .send({ message: 'Something went wrong on our side. Please try again.' });
    },
  );
  app.setNotFoundHandler((request, reply) =>
    reply
      .status(404)
      .send({ message: `No route for ${request.method} ${request.url.split('?')[0]}` }),
  );

  // Closed by default: the storefront calls the API from its server, so browsers need no CORS.
  if (config.corsOrigins.length > 0) await app.register(cors, { origin: config.corsOrigins });

  app.get('/health', async () => ({ status: 'ok' }));
  await app.register(readinessRoutes);
  await app.register(mediaRoutes);
  await app.register(catalogRoutes, { prefix: '/api/customer' });
  await app.register(stockAlertRoutes, { prefix: '/api/customer' });
  await app.register(sitemapRoutes, { prefix: '/api/customer' });
  await app.register(accountsRoutes);
  await app.register(cartRoutes, { prefix: '/api/customer' });
  await app.register(savedItemRoutes, { prefix: '/api/customer' });
  await app.register(reviewRoutes, { prefix: '/api/customer' });
  await app.register(deliveryAreaRoutes, { prefix: '/api/customer' });
  await app.register(shipmentRoutes, { prefix: '/api/customer' });
  await app.register(orderRoutes, { prefix: '/api/customer' });
  await app.register(payLinkRoutes, { prefix: '/api/customer' });
  await app.register(trackingRoutes, { prefix: '/api/customer' });
  await app.register(paymentRoutes);
  await app.register(operationsRoutes, { prefix: '/api/operations' });
  await app.register(vendorRoutes, { prefix: '/api/vendor' });
  return app;
}

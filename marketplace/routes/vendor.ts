import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import {
  limitParam,
  pageParam,
  productIdParams,
  vendorProductCreate,
  vendorProductPatch,
  vendorStorePatch,
} from '../../lib/contract';
import { vendorReviewReply } from '../../lib/contract/vendor-reviews';
import { sha256 } from '../accounts/tokens';
import { catalogChanged } from '../catalog/cache';
import { HttpError, notFound, parseInput } from '../errors';
import { registerRateLimits } from '../replicas/limit-store';
import {
  createOwnProduct,
  findOwnProduct,
  listOwnProducts,
  PRODUCT_NOT_FOUND,
  readOwnStore,
  updateOwnProduct,
  updateOwnStore,
} from '../vendor-api/catalog';
import { requireVendor, vendorOfRequest } from '../vendor-api/keys';
import {
  deleteReply,
  listOwnReviews,
  replyToReview,
  REVIEW_NOT_FOUND,
} from '../vendor-api/reviews';

export const VENDOR_TOO_MANY_REQUESTS =
  'Too many vendor API requests. Please wait a minute and try again.';
export const VENDOR_TOO_MANY_FAILED_KEYS =
  'Too many failed vendor API key checks from this address. Check the key you send, wait a minute and try again.';
const MAX_PRODUCT_ID = 2_147_483_647;

const ownListQuery = z.object({ page: pageParam, limit: limitParam(50) });

/** A row id in range, else a missing row (`message`). */
function rowId(id: number, message: string): number {
  if (!Number.isInteger(id) || id < 1 || id > MAX_PRODUCT_ID) throw notFound(message);
  return id;
}
const productIdOf = (params: unknown) =>
  rowId(Number(parseInput(productIdParams, params).id), PRODUCT_NOT_FOUND);
/** A review's id is only ever digits; anything else names no review. */
const reviewIdOf = (params: unknown) => {
  const text = String((params as { id?: unknown }).id ?? '');
  return rowId(/^\d{1,10}$/.test(text) ? Number(text) : NaN, REVIEW_NOT_FOUND);
};

/**
 * The vendor API (issue 24), under /api/vendor: a store's own systems manage its products and
 * details with the store's API key. Every change is one transaction that also owes the
 * storefronts its cache tags (marketplace/vendor-api/revalidation.ts); after the commit this
 * process's kept catalog answers are dropped and the tags are sent at once.
 */
export async function vendorRoutes(app: FastifyInstance) {
  const { db, config } = app;
  // With REDIS_URL every API replica counts into the same counters (decision 036).
  await registerRateLimits(app);
  // Per key (per address for calls without one), before the key is even looked up, so that one
  // vendor's runaway script is capped.
  const perKey = app.createRateLimit({
    max: config.vendorApiRateLimitPerMinute,
    timeWindow: 60_000,
    keyGenerator: (request) => {
      const authorization = request.headers.authorization;
      return authorization ? `vendor:key:${sha256(authorization)}` : `vendor:ip:${request.ip}`;
    },
  });
  // Failed key checks per client address: every guess is a key of its own, so only the address
  // ties a run of guesses together (issue 37). Past the limit the address waits whatever key it
  // sends, since answering a good one would tell a hit from a miss.
  const failedKeys = app.createRateLimit({
    max: config.vendorApiFailedKeysPerMinute,
    timeWindow: 60_000,
    keyGenerator: (request) => `vendor:failed-keys:ip:${request.ip}`,
  });
  const tooMany = (reply: FastifyReply, seconds: number, message: string) =>
    reply.code(429).header('retry-after', String(seconds)).send({ message });

  app.addHook('onRequest', async (request: FastifyRequest, reply: FastifyReply) => {
    const failed = await failedKeys(request, { increment: false });
    if (!failed.isAllowed && failed.remaining === 0)
      return tooMany(reply, Math.max(1, failed.ttlInSeconds), VENDOR_TOO_MANY_FAILED_KEYS);
    const result = await perKey(request);
    if (!result.isAllowed && result.isExceeded)
      return tooMany(reply, result.ttlInSeconds, VENDOR_TOO_MANY_REQUESTS);
  });
  app.addHook('preHandler', async (request: FastifyRequest, reply: FastifyReply) => {
    try {
      await requireVendor(request);
    } catch (error) {
      // A call without any key is a client's mistake, not a guess.
      if (!(
        error instanceof HttpError &&
        error.statusCode === 401 &&
        request.headers.authorization
      ))
        throw error;
      // Counted atomically: of guesses sent at once, those past the limit are refused as such too.
      const failed = await failedKeys(request);
      if (!failed.isAllowed && failed.isExceeded)
        return tooMany(reply, failed.ttlInSeconds, VENDOR_TOO_MANY_FAILED_KEYS);
      throw error;
    }
  });

  /** Runs a change in a transaction, then drops kept answers and sends the tags it queued. */
  async function change<Result>(
    work: (tx: Parameters<Parameters<typeof db.transaction>[0]>[0]) => Promise<Result>,
  ) {
    const result = await db.transaction(work);
    catalogChanged(db);
    void app.tagDelivery.deliverNow();
    // A change of stock, visibility or store status may make a product buyable again.
    void app.stockAlerts.sendNow();
    return result;
  }

  app.get('/store', async (request) => ({
    store: await readOwnStore(db, vendorOfRequest(request)),
  }));

  app.patch('/store', async (request) => {
    const patch = parseInput(vendorStorePatch, request.body);
    const vendor = vendorOfRequest(request);
    return { store: await change((tx) => updateOwnStore(tx, config, vendor, patch)) };
  });

  app.get('/products', async (request) => {
    const { page, limit } = parseInput(ownListQuery, request.query);
    return listOwnProducts(db, vendorOfRequest(request), page, limit);
  });

  app.post('/products', async (request, reply) => {
    const body = parseInput(vendorProductCreate, request.body);
    const vendor = vendorOfRequest(request);
    const product = await change((tx) => createOwnProduct(tx, config, vendor, body));
    return reply.code(201).send({ product });
  });

  app.get('/products/:id', async (request) => ({
    product: await findOwnProduct(db, vendorOfRequest(request), productIdOf(request.params)),
  }));

  app.patch('/products/:id', async (request) => {
    const id = productIdOf(request.params);
    const patch = parseInput(vendorProductPatch, request.body);
    const vendor = vendorOfRequest(request);
    return { product: await change((tx) => updateOwnProduct(tx, config, vendor, id, patch)) };
  });

  app.get('/reviews', async (request) => {
    const { page, limit } = parseInput(ownListQuery, request.query);
    return listOwnReviews(db, vendorOfRequest(request), page, limit);
  });

  app.put('/reviews/:id/reply', async (request) => {
    const id = reviewIdOf(request.params);
    const { reply } = parseInput(vendorReviewReply, request.body);
    const vendor = vendorOfRequest(request);
    return { review: await change((tx) => replyToReview(tx, config, vendor, id, reply)) };
  });

  app.delete('/reviews/:id/reply', async (request) => {
    const id = reviewIdOf(request.params);
    const vendor = vendorOfRequest(request);
    return { review: await change((tx) => deleteReply(tx, config, vendor, id)) };
  });
}

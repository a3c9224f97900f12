import type { FastifyInstance } from 'fastify';
import { sitemapEntries } from '../catalog/sitemap';

/** GET /api/customer/sitemap: the visible products and Live stores for the storefront's sitemap.xml. */
export async function sitemapRoutes(app: FastifyInstance) {
  app.get('/sitemap', async () => sitemapEntries(app.db));
}

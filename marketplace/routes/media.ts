import type { FastifyInstance } from 'fastify';
import { MediaRenderer } from '../media/render';
import { parseMediaPath } from '../media/paths';

const CACHE_CONTROL = 'public, max-age=31536000, immutable';

/** If-None-Match holds a list of tags, weak or strong, or `*`. */
function matchesEtag(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  return header
    .split(',')
    .map((tag) => tag.trim().replace(/^W\//, ''))
    .some((tag) => tag === etag || tag === '*');
}

/**
 * GET (and HEAD) /media/:kind/:file — images drawn on demand from what the path encodes (see
 * marketplace/media/paths.ts), with no database lookup, so the seed never stores a picture and
 * nothing is fetched from the internet.
 */
export async function mediaRoutes(app: FastifyInstance) {
  const renderer = new MediaRenderer(500);

  app.get<{ Params: { kind: string; file: string } }>(
    '/media/:kind/:file',
    async (request, reply) => {
      const { kind, file } = request.params;
      const media = parseMediaPath(kind, file);
      if (!media) return reply.status(404).send({ message: 'Image not found' });

      const key = `${kind}/${file}`;
      const etag = renderer.etagFor(key);
      reply.header('Cache-Control', CACHE_CONTROL).header('ETag', etag);
      if (matchesEtag(request.headers['if-none-match'], etag)) return reply.status(304).send();

      const image = await renderer.render(key, media);
      return reply.type('image/png').send(image.png);
    },
  );
}

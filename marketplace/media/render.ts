import { createHash } from 'node:crypto';
import sharp from 'sharp';
import { LRUCache } from 'lru-cache';
import { composeSvg } from './compose';
import type { MediaRequest } from './paths';

/** Bump when drawings change, so that the ETag (and any cached copy) changes with them. */
const RENDER_VERSION = '1';

/** Rasterises an SVG document to PNG at its own size. Also used by tests to make fixture images. */
export async function svgToPng(svg: string): Promise<Buffer> {
  return sharp(Buffer.from(svg), { density: 72 }).png({ compressionLevel: 6 }).toBuffer();
}

export interface RenderedImage {
  png: Buffer;
  etag: string;
}

/** Renders media paths to PNG, keeping the most recent ones in memory (a path always gives the same bytes). */
export class MediaRenderer {
  // lru-cache's fetch renders a path once for simultaneous requests and keeps no failed rendering.
  private readonly cache: LRUCache<string, RenderedImage, { request: MediaRequest }>;

  constructor(capacity = 500) {
    this.cache = new LRUCache({
      max: capacity,
      fetchMethod: async (key, _stale, { context }) => ({
        png: await svgToPng(composeSvg(context.request)),
        etag: this.etagFor(key),
      }),
    });
  }

  /** A strong ETag known from the path alone, so a revalidation needs no rendering. */
  etagFor(key: string): string {
    return `"${createHash('sha1').update(`${RENDER_VERSION}:${key}`).digest('hex').slice(0, 20)}"`;
  }

  async render(key: string, request: MediaRequest): Promise<RenderedImage> {
    const image = await this.cache.fetch(key, { context: { request } });
    // Only an aborted fetch gives nothing, and nothing here aborts one.
    return image as RenderedImage;
  }
}

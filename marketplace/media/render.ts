import { createHash } from 'node:crypto';
import sharp from 'sharp';
import { composeSvg } from './compose';
import { LruCache } from '../../lib/lru-cache';
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
  private readonly cache: LruCache<string, Promise<RenderedImage>>;

  constructor(capacity = 500) {
    this.cache = new LruCache(capacity);
  }

  /** A strong ETag known from the path alone, so a revalidation needs no rendering. */
  etagFor(key: string): string {
    return `"${createHash('sha1').update(`${RENDER_VERSION}:${key}`).digest('hex').slice(0, 20)}"`;
  }

  render(key: string, request: MediaRequest): Promise<RenderedImage> {
    const cached = this.cache.get(key);
    if (cached) return cached;
    // The promise is cached, so simultaneous requests for one image render it once.
    const rendering = svgToPng(composeSvg(request)).then((png) => ({
      png,
      etag: this.etagFor(key),
    }));
    this.cache.set(key, rendering);
    rendering.catch(() => this.cache.delete(key));
    return rendering;
  }
}

import 'server-only';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { ImageResponse } from 'next/og';
import type { ReactElement } from 'react';
import sharp from 'sharp';
import { fetchMediaImage } from '@/lib/server/marketplace/media';
import { PREVIEW_SIZE } from './preview-paths';

/**
 * Link-preview images are drawn with next/og (Satori to SVG, resvg to PNG) and then encoded as
 * JPEG by sharp, which keeps a 1200×630 picture with a product photo far under WhatsApp's 300 kB
 * (a PNG of a photo can pass it). The fonts are files of this repository: next/og bundles only
 * Geist Regular, which has no naira sign (₦), and no font may come from the network (decision 043).
 */
const FONT_DIR = path.join(process.cwd(), 'lib/server/og/fonts');
const JPEG_QUALITY = 82;

type Font = { name: string; data: ArrayBuffer; weight: 400 | 700; style: 'normal' };
let fonts: Promise<Font[]> | undefined;

function loadFonts(): Promise<Font[]> {
  const load = async (file: string, weight: 400 | 700): Promise<Font> => {
    const data = await readFile(path.join(FONT_DIR, file));
    const buffer = data.buffer.slice(data.byteOffset, data.byteOffset + data.byteLength);
    return { name: 'DejaVu Sans', data: buffer as ArrayBuffer, weight, style: 'normal' };
  };
  fonts ??= Promise.all([load('DejaVuSans.ttf', 400), load('DejaVuSans-Bold.ttf', 700)]);
  return fonts;
}

const MEDIA_SEGMENT = /^[A-Za-z0-9][A-Za-z0-9._-]{0,127}$/;

/** The bytes of a storefront image path (/media/... from the API, or a file under public/). */
async function imageBytes(src: string): Promise<Buffer | null> {
  if (src.startsWith('/media/')) {
    const segments = src.slice('/media/'.length).split('/');
    if (!segments.every((segment) => MEDIA_SEGMENT.test(segment))) return null;
    const answer = await fetchMediaImage(segments);
    if (!answer.ok) {
      await answer.body?.cancel();
      return null;
    }
    return Buffer.from(await answer.arrayBuffer());
  }
  if (/^\/[A-Za-z0-9_-]+\.(jpg|png)$/.test(src)) {
    return readFile(path.join(process.cwd(), 'public', src)).catch(() => null);
  }
  return null;
}

/**
 * An image as a JPEG data URL of `size`×`size` pixels (cropped to fill), for Satori, which draws
 * only what it is handed; null when it cannot be read, and the picture is drawn without it.
 */
export async function squareImageDataUrl(src: string | null, size: number): Promise<string | null> {
  if (!src) return null;
  try {
    const bytes = await imageBytes(src);
    if (!bytes) return null;
    const jpeg = await sharp(bytes)
      .resize(size, size, { fit: 'cover' })
      .flatten({ background: '#ffffff' })
      .jpeg({ quality: 85 })
      .toBuffer();
    return `data:image/jpeg;base64,${jpeg.toString('base64')}`;
  } catch (error) {
    console.error(`Preview image: ${src} could not be read`, error);
    return null;
  }
}

/** The picture drawn from `element` at 1200×630, as JPEG bytes. */
export async function renderPreview(element: ReactElement): Promise<Buffer> {
  const png = new ImageResponse(element, { ...PREVIEW_SIZE, fonts: await loadFonts() });
  const bytes = Buffer.from(await png.arrayBuffer());
  return sharp(bytes).jpeg({ quality: JPEG_QUALITY, mozjpeg: true }).toBuffer();
}

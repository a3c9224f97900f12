// `npm run icons`: the web app manifest's PNG icons (app/manifest.ts) from app/icon.svg, with sharp.
// Run it after changing the SVG and commit public/icons/. The maskable icon puts the mark inside
// the safe zone (the middle 80%) on the theme colour, so a round or squircle mask never cuts it.
import { mkdirSync } from 'node:fs';
import sharp from 'sharp';

const SOURCE = 'app/icon.svg';
const OUT = 'public/icons';
const THEME = '#1f7a3a';

mkdirSync(OUT, { recursive: true });
for (const size of [192, 512]) {
  await sharp(SOURCE, { density: 1200 })
    .resize(size, size)
    .png({ compressionLevel: 9 })
    .toFile(`${OUT}/icon-${size}.png`);
}
const inner = Math.round(512 * 0.7);
const mark = await sharp(SOURCE, { density: 1200 }).resize(inner, inner).png().toBuffer();
await sharp({ create: { width: 512, height: 512, channels: 4, background: THEME } })
  .composite([{ input: mark, gravity: 'center' }])
  .png({ compressionLevel: 9 })
  .toFile(`${OUT}/maskable-512.png`);
console.log(`Wrote ${OUT}/icon-192.png, icon-512.png and maskable-512.png`);

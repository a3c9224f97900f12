import { drawing } from './drawings';
import {
  categoryFromWords,
  hashString,
  isKnownCategory,
  paletteFor,
  type Palette,
} from './palette';
import type { MediaRequest } from './paths';
import { mediaSize } from './paths';
import { fitText, initials, sentenceFromSlug, textLines, titleFromSlug } from './text';

/** Builds the SVG of a media request: everything it shows comes from the path. */
export function composeSvg(request: MediaRequest): string {
  const { width, height } = mediaSize(request);
  const body = composeBody(request, width, height);
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">${body}</svg>`;
}

function composeBody(request: MediaRequest, width: number, height: number): string {
  switch (request.kind) {
    case 'products':
      return productBody(request.category, request.name, request.variant);
    case 'stores':
      return request.role === 'logo'
        ? logoBody(request.name)
        : coverBody(request.name, width, height);
    case 'sliders':
      return bannerBody(request.name, width, height, 'Shop now');
    case 'adverts':
      return bannerBody(request.name, width, height, 'Learn more');
  }
}

function gradient(id: string, palette: Palette, vertical = true): string {
  const end = vertical ? 'x2="0" y2="1"' : 'x2="1" y2="1"';
  return `<defs><linearGradient id="${id}" x1="0" y1="0" ${end}><stop offset="0" stop-color="${palette.background}"/><stop offset="1" stop-color="${palette.backgroundAlt}"/></linearGradient></defs>`;
}

function productBody(categorySlug: string, nameSlug: string, variant: number): string {
  const category = isKnownCategory(categorySlug) ? categorySlug : categoryFromWords(nameSlug);
  const palette = paletteFor(category, nameSlug);
  const label = category ? titleFromSlug(category).toUpperCase() : 'OJA MARKET';
  const title = fitText(sentenceFromSlug(nameSlug), 500, [60, 54, 48, 42, 36], 3);
  const labelText = (x: number, y: number, anchor: 'start' | 'middle') =>
    textLines([label], { x, y, fontSize: 24, fill: palette.accent, anchor, lineHeight: 1 });
  const titleHeight = title.lines.length * title.fontSize * 1.2;

  if (variant === 2) {
    const panelHeight = 90 + titleHeight;
    return `<rect width="600" height="600" fill="${palette.background}"/>
      <path d="M0 600 L600 160 L600 600 Z" fill="${palette.backgroundAlt}"/>
      ${drawing(category, palette, 280, 300, 290, nameSlug)}
      <rect x="30" y="30" width="540" height="${panelHeight}" rx="26" fill="${palette.panel}" opacity="0.94"/>
      ${labelText(60, 78, 'start')}
      ${textLines(title.lines, { x: 60, y: 100 + title.fontSize, fontSize: title.fontSize, fill: palette.ink })}`;
  }
  if (variant === 3) {
    const tiles = [0, 1, 2, 3]
      .flatMap((row) => [0, 1, 2, 3].map((col) => ({ row, col })))
      .filter(({ row, col }) => (row + col) % 2 === 0)
      .map(({ row, col }) =>
        drawing(category, palette, col * 150 + 15, row * 150 + 15, 120, nameSlug),
      )
      .join('');
    const panelTop = 300 - (titleHeight + 280) / 2;
    return `${gradient('bg', palette, false)}<rect width="600" height="600" fill="url(#bg)"/>
      <g opacity="0.16">${tiles}</g>
      <rect x="40" y="${panelTop}" width="520" height="${titleHeight + 280}" rx="30" fill="${palette.panel}" opacity="0.95"/>
      ${drawing(category, palette, 210, panelTop + 10, 180, nameSlug)}
      ${labelText(300, panelTop + 216, 'middle')}
      ${textLines(title.lines, { x: 300, y: panelTop + 226 + title.fontSize, fontSize: title.fontSize, fill: palette.ink, anchor: 'middle' })}`;
  }
  const panelTop = Math.min(340, 560 - titleHeight - 60);
  return `${gradient('bg', palette)}<rect width="600" height="600" fill="url(#bg)"/>
    <circle cx="90" cy="80" r="120" fill="${palette.panel}" opacity="0.25"/>
    <circle cx="540" cy="300" r="90" fill="${palette.panel}" opacity="0.2"/>
    ${drawing(category, palette, 300 - (panelTop - 40) / 2, 24, panelTop - 40, nameSlug)}
    <rect x="30" y="${panelTop}" width="540" height="${570 - panelTop}" rx="28" fill="${palette.panel}"/>
    ${labelText(300, panelTop + 44, 'middle')}
    ${textLines(title.lines, {
      x: 300,
      y: panelTop + 44 + (570 - panelTop - 44 - titleHeight) / 2 + title.fontSize * 0.95,
      fontSize: title.fontSize,
      fill: palette.ink,
      anchor: 'middle',
    })}`;
}

function logoBody(nameSlug: string): string {
  const category = categoryFromWords(nameSlug);
  const palette = paletteFor(category, nameSlug);
  const letters = initials(titleFromSlug(nameSlug)) || 'OM';
  return `<rect width="200" height="200" fill="${palette.background}"/>
    <circle cx="100" cy="100" r="92" fill="${palette.accent}"/>
    <circle cx="100" cy="100" r="80" fill="none" stroke="${palette.panel}" stroke-width="3" opacity="0.6"/>
    <path d="M100 38 Q122 46 118 70 Q100 64 100 38 Z" fill="${palette.panel}" opacity="0.85"/>
    ${textLines([letters], { x: 100, y: 132, fontSize: letters.length > 1 ? 74 : 90, fill: palette.panel, anchor: 'middle', lineHeight: 1 })}`;
}

function coverBody(nameSlug: string, width: number, height: number): string {
  const category = categoryFromWords(nameSlug);
  const palette = paletteFor(category, nameSlug);
  const name = fitText(titleFromSlug(nameSlug), 860, [64, 56, 48, 40], 2);
  const nameHeight = name.lines.length * name.fontSize * 1.2;
  const longest = Math.max(...name.lines.map((line) => line.length));
  const panelWidth = Math.min(940, longest * name.fontSize * 0.62 + 90);
  const shift = hashString(nameSlug) % 200;
  const rows = Array.from({ length: 14 }, (_, i) => {
    const x = 560 + i * 48;
    return `<path d="M${x} 300 L${x + 30 + shift / 10} 220" stroke="${palette.accent}" stroke-width="5" opacity="0.45"/>`;
  }).join('');
  return `${gradient('sky', palette)}<rect width="${width}" height="${height}" fill="url(#sky)"/>
    <circle cx="${820 + shift / 2}" cy="80" r="46" fill="#fff3c4" opacity="0.9"/>
    <path d="M0 230 Q300 ${150 + shift / 4} 620 220 T1200 200 V300 H0 Z" fill="${palette.backgroundAlt}"/>
    <path d="M0 270 Q400 220 800 260 T1200 250 V300 H0 Z" fill="${palette.accent}" opacity="0.55"/>
    ${rows}
    ${drawing(category, palette, 1010, 70, 170)}
    <rect x="40" y="${150 - (nameHeight + 40) / 2}" width="${panelWidth}" height="${nameHeight + 40}" rx="22" fill="${palette.panel}" opacity="0.92"/>
    ${textLines(name.lines, { x: 70, y: 150 - nameHeight / 2 + name.fontSize * 0.98, fontSize: name.fontSize, fill: palette.ink })}`;
}

function bannerBody(slug: string, width: number, height: number, action: string): string {
  const category = categoryFromWords(slug);
  const palette = paletteFor(category, slug);
  const textWidth = width * 0.58;
  const headline = fitText(
    titleFromSlug(slug),
    textWidth,
    width > 1000 ? [64, 56, 48] : [52, 46, 40, 34],
    3,
  );
  const headlineHeight = headline.lines.length * headline.fontSize * 1.2;
  const top = (height - headlineHeight - 90) / 2;
  const art = Math.min(height * 0.75, width * 0.34);
  const stripes = Array.from(
    { length: 8 },
    (_, i) =>
      `<rect x="${width - 60 - i * 70}" y="-40" width="24" height="${height + 80}" fill="${palette.panel}" opacity="0.12" transform="rotate(20 ${width - 60 - i * 70} ${height / 2})"/>`,
  ).join('');
  return `${gradient('bg', palette, false)}<rect width="${width}" height="${height}" fill="url(#bg)"/>
    ${stripes}
    <circle cx="${width - art / 2 - 40}" cy="${height / 2}" r="${art / 2 + 20}" fill="${palette.panel}" opacity="0.55"/>
    ${drawing(category, palette, width - art - 40, height / 2 - art / 2, art)}
    ${textLines(headline.lines, { x: 48, y: top + headline.fontSize, fontSize: headline.fontSize, fill: palette.ink })}
    <rect x="48" y="${top + headlineHeight + 26}" width="${action.length * 18 + 60}" height="56" rx="28" fill="${palette.accent}"/>
    ${textLines([action], { x: 76, y: top + headlineHeight + 64, fontSize: 28, fill: '#ffffff', lineHeight: 1 })}`;
}

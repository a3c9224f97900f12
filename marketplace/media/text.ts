/** Text for generated images: words back from slugs, wrapped to fit, escaped for SVG. */

export const FONT_FAMILY = 'DejaVu Sans, Liberation Sans, Arial, sans-serif';

/** Escapes the five XML specials so a name like "Fish & Chips <Lagos>" stays text. */
export function escapeXml(text: string): string {
  return text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&apos;');
}

const UPPER_WORDS = new Set(['npk', 'fct', 'ssp', 'dap', 'pvc', 'ii']);

function joinWords(words: string[]): string {
  // Numbers next to numbers were hyphenated in the name ("15-15-15").
  return words.reduce(
    (text, word, i) =>
      i === 0 ? word : `${text}${/\d$/.test(text) && /^\d/.test(word) ? '-' : ' '}${word}`,
    '',
  );
}

function splitSlug(slug: string): string[] {
  return slug
    .split('-')
    .filter(Boolean)
    .map((word) => (UPPER_WORDS.has(word) ? word.toUpperCase() : word));
}

/** Words that product names carry in brackets: "Goat (live)", "Plantain (bunch)". */
const BRACKETED = new Set([
  'live',
  'basket',
  'bunch',
  'bundle',
  'paint',
  'mudu',
  'carton',
  'bag',
  'large',
  'medium',
]);

/** "ofada-rice-50kg" -> "Ofada rice 50kg"; "goat-live" -> "Goat (live)"; "grade-a" -> "Grade A". */
export function sentenceFromSlug(slug: string): string {
  const words = splitSlug(slug).map((word, i, all) =>
    all[i - 1] === 'grade' && word.length === 1 ? word.toUpperCase() : word,
  );
  const last = words.length - 1;
  const packAt = words.findIndex((word, i) => word === 'pack' && words[i + 1] === 'of');
  if (packAt > 0 && packAt === last - 2) {
    words[packAt] = `(${words[packAt]}`;
    words[last] = `${words[last]})`;
  } else if (last > 0 && BRACKETED.has(words[last])) {
    words[last] = `(${words[last]})`;
  }
  const text = joinWords(words);
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/** "mama-nkechi-farms" -> "Mama Nkechi Farms" (store names and headlines). */
export function titleFromSlug(slug: string): string {
  const small = new Set(['and', 'of', 'the', 'for', 'in', 'on', 'to', 'a', 'from']);
  return joinWords(
    splitSlug(slug).map((word, i) =>
      i > 0 && small.has(word) ? word : word.charAt(0).toUpperCase() + word.slice(1),
    ),
  );
}

/** Up to two letters naming a store: "Mama Nkechi Farms" -> "MN". */
export function initials(name: string): string {
  const words = name.split(/\s+/).filter((word) => /^[A-Za-z0-9]/.test(word));
  return words
    .slice(0, 2)
    .map((word) => word.charAt(0).toUpperCase())
    .join('');
}

/** Breaks text into lines of at most `maxChars` characters, cutting over-long words. */
export function wrapText(text: string, maxChars: number): string[] {
  const lines: string[] = [];
  let line = '';
  for (const rawWord of text.split(/\s+/).filter(Boolean)) {
    let word = rawWord;
    while (word.length > maxChars) {
      if (line) lines.push(line);
      lines.push(word.slice(0, maxChars));
      word = word.slice(maxChars);
      line = '';
    }
    if (!line) line = word;
    else if (line.length + 1 + word.length <= maxChars) line += ` ${word}`;
    else {
      lines.push(line);
      line = word;
    }
  }
  if (line) lines.push(line);
  return lines;
}

/** Bold DejaVu Sans is about 0.62 em wide per character on average. */
const CHAR_WIDTH_EM = 0.62;

/**
 * The largest font size, from `sizes`, at which `text` fits `width` in at most `maxLines` lines;
 * at the smallest size the text is cut with an ellipsis rather than overflow.
 */
export function fitText(text: string, width: number, sizes: number[], maxLines: number) {
  for (const fontSize of sizes) {
    const lines = wrapText(text, Math.floor(width / (fontSize * CHAR_WIDTH_EM)));
    if (lines.length <= maxLines) return { fontSize, lines };
  }
  const fontSize = sizes[sizes.length - 1];
  const lines = wrapText(text, Math.floor(width / (fontSize * CHAR_WIDTH_EM))).slice(0, maxLines);
  lines[maxLines - 1] = `${lines[maxLines - 1].replace(/.$/, '')}…`;
  return { fontSize, lines };
}

interface TextOptions {
  x: number;
  /** Baseline of the first line. */
  y: number;
  fontSize: number;
  fill: string;
  anchor?: 'start' | 'middle' | 'end';
  weight?: 'bold' | 'normal';
  lineHeight?: number;
}

/** One `<text>` with a `<tspan>` per line. */
export function textLines(lines: string[], options: TextOptions): string {
  const { x, y, fontSize, fill, anchor = 'start', weight = 'bold', lineHeight = 1.2 } = options;
  const spans = lines
    .map(
      (line, i) =>
        `<tspan x="${x}" y="${y + i * fontSize * lineHeight}">${escapeXml(line)}</tspan>`,
    )
    .join('');
  return `<text font-family="${FONT_FAMILY}" font-size="${fontSize}" font-weight="${weight}" fill="${fill}" text-anchor="${anchor}">${spans}</text>`;
}

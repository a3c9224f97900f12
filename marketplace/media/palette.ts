/** Colours of generated images: tinted by category, chosen from the slug so the same path always looks the same. */
export interface Palette {
  /** Background and its gradient partner. */
  background: string;
  backgroundAlt: string;
  /** Shapes drawn on the background. */
  accent: string;
  /** Text on the light panel. */
  ink: string;
  /** Light panel behind text. */
  panel: string;
}

/** Background, its gradient partner, accent, ink, panel. */
const p = (
  background: string,
  backgroundAlt: string,
  accent: string,
  ink: string,
  panel: string,
): Palette => ({ background, backgroundAlt, accent, ink, panel });

const CATEGORY_PALETTES: Record<string, Palette[]> = {
  grains: [
    p('#f3e3b3', '#e2c46f', '#a0702a', '#4a3410', '#fffaf0'),
    p('#efe0c4', '#d4b27a', '#8a5a1c', '#3f2a0c', '#fffdf7'),
  ],
  tubers: [
    p('#ead7c3', '#c9a27e', '#7a4b25', '#3b2412', '#fff8f1'),
    p('#f1e6d2', '#d6b48c', '#6e4420', '#34200e', '#fffaf3'),
  ],
  vegetables: [
    p('#dff0d8', '#9fd18b', '#2e7d32', '#173d19', '#f7fff4'),
    p('#e6f4dc', '#b5dc8f', '#c62828', '#1d3b12', '#fbfff7'),
  ],
  fruits: [
    p('#fff1c9', '#ffd166', '#e07a1f', '#4d2d05', '#fffcf2'),
    p('#fde7d6', '#f7b267', '#3f8f2a', '#4a2a0a', '#fffaf5'),
  ],
  poultry: [
    p('#fdf0dc', '#f4cf9a', '#c2571a', '#4b2308', '#fffbf4'),
    p('#f6ede4', '#e3c3a3', '#b23a1e', '#40200f', '#fffaf6'),
  ],
  livestock: [
    p('#e9e4d8', '#c8bb9b', '#5d4a2e', '#2d2415', '#fbf9f3'),
    p('#e4ead9', '#b9c79a', '#55602f', '#262d12', '#f9fbf3'),
  ],
  fish: [
    p('#d9eef5', '#8fc9de', '#1f6f8b', '#0d3340', '#f4fbfd'),
    p('#dde8f3', '#9db7d8', '#2d4f7c', '#112238', '#f5f8fc'),
  ],
  oils: [
    p('#fde2c8', '#f59e4c', '#c0392b', '#4a1c0a', '#fff7ef'),
    p('#fbf0c8', '#f1c94a', '#9a6b00', '#3f2c00', '#fffcef'),
  ],
  spices: [
    p('#fbdcd3', '#ef8a6f', '#b71c1c', '#4a0f0f', '#fff6f3'),
    p('#f5e1cc', '#d9925b', '#8d3b12', '#3d1a08', '#fff9f4'),
  ],
  'processed-foods': [
    p('#f6e7c9', '#e0b15e', '#8a5a00', '#3d2800', '#fffaf0'),
    p('#efe3da', '#cfa88c', '#7b3f24', '#361b0e', '#fffaf6'),
  ],
  seeds: [
    p('#e3f1dc', '#a8d08d', '#4f7a28', '#1f3310', '#f8fdf4'),
    p('#eef3d6', '#c8d67f', '#6b7a1e', '#2c330b', '#fcfdf2'),
  ],
  fertilisers: [
    p('#e1ecf2', '#a5c3d6', '#2f6b3a', '#14303d', '#f6fafc'),
    p('#e8efe0', '#b4cba0', '#3a5f8a', '#1c2c14', '#f9fbf6'),
  ],
  'farm-tools': [
    p('#e6e6e1', '#b8b8ad', '#6b4226', '#262622', '#fafaf7'),
    p('#e2e7ea', '#a9b5bd', '#7a5230', '#1e2529', '#f7f9fa'),
  ],
};

const GENERAL_PALETTES: Palette[] = [
  p('#e3f1dc', '#7cb95f', '#1b5e20', '#10290f', '#f8fdf4'),
  p('#fff1c9', '#f4a836', '#b34700', '#3d2200', '#fffcf2'),
  p('#dff2ee', '#64b5a6', '#00695c', '#0b2e29', '#f4fcfa'),
  p('#f7e2d7', '#e08e62', '#8e2f0e', '#3b1406', '#fff8f4'),
  p('#e8e3f1', '#a796c9', '#4a3b7a', '#1f1838', '#faf8fd'),
];

/** FNV-1a: a small, stable hash of a string. */
export function hashString(text: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return hash >>> 0;
}

export function paletteFor(categorySlug: string, seed: string): Palette {
  const choices = CATEGORY_PALETTES[categorySlug] ?? GENERAL_PALETTES;
  return choices[hashString(seed) % choices.length];
}

export function isKnownCategory(categorySlug: string): boolean {
  return categorySlug in CATEGORY_PALETTES;
}

/** Words in a headline that say which category's colours and drawing suit it. */
const KEYWORDS: [RegExp, string][] = [
  [/rice|grain|beans|maize|millet|sorghum|wheat/, 'grains'],
  [/yam|garri|cassava|tuber|potato|cocoyam/, 'tubers'],
  [/tomato|pepper|vegetable|ugu|greens|onion|harvest/, 'vegetables'],
  [/fruit|plantain|orange|mango|pineapple|banana|watermelon/, 'fruits'],
  [/chicken|egg|poultry|turkey|broiler/, 'poultry'],
  [/goat|cow|ram|livestock|sheep|cattle/, 'livestock'],
  [/fish|catfish|crayfish|tilapia|stockfish/, 'fish'],
  [/oil/, 'oils'],
  [/spice|ginger|garlic|suya|uziza/, 'spices'],
  [/honey|flour|processed|ogbono|egusi/, 'processed-foods'],
  [/seed|planting|sprout|seedling/, 'seeds'],
  [/fertili[sz]er|npk|urea|manure/, 'fertilisers'],
  [/tool|cutlass|hoe|sprayer|wheelbarrow|cube|warehouse|store/, 'farm-tools'],
];

export function categoryFromWords(slug: string): string {
  return KEYWORDS.find(([pattern]) => pattern.test(slug))?.[1] ?? '';
}

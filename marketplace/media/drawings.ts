import type { Palette } from './palette';

/**
 * One simple illustration per category, drawn in a 200x200 box with plain shapes (no emoji, no
 * fonts), so that every picture reads as "rice", "fish" or "a hoe" even before its text does.
 */
type Drawing = (palette: Palette) => string;

const outline = 'stroke="#00000033" stroke-width="3"';

const sack: Drawing = (p) => `
  <path d="M45 62 Q100 40 155 62 L168 172 Q100 192 32 172 Z" fill="#e9d7a8" ${outline}/>
  <path d="M70 52 Q100 30 130 52 L122 66 Q100 58 78 66 Z" fill="#d9c08a" ${outline}/>
  <rect x="66" y="100" width="68" height="44" rx="6" fill="${p.panel}" stroke="${p.accent}" stroke-width="3"/>
  <path d="M78 122 h44" stroke="${p.accent}" stroke-width="6" stroke-linecap="round"/>
  <g fill="#f5efd9" stroke="#b89b5e" stroke-width="1.5">
    <ellipse cx="36" cy="184" rx="7" ry="4"/><ellipse cx="52" cy="188" rx="7" ry="4"/>
    <ellipse cx="150" cy="188" rx="7" ry="4"/><ellipse cx="166" cy="184" rx="7" ry="4"/>
  </g>`;

const yam: Drawing = () => `
  <g transform="rotate(-18 100 100)">
    <ellipse cx="100" cy="80" rx="78" ry="26" fill="#8b5a2b" ${outline}/>
    <ellipse cx="96" cy="128" rx="70" ry="24" fill="#7a4a22" ${outline}/>
    <g fill="#5a3414"><circle cx="60" cy="76" r="3"/><circle cx="110" cy="86" r="3"/><circle cx="140" cy="72" r="3"/>
    <circle cx="70" cy="130" r="3"/><circle cx="120" cy="124" r="3"/></g>
  </g>`;

const tomatoes: Drawing = (p) => `
  <circle cx="72" cy="120" r="48" fill="#d83a2e" ${outline}/>
  <circle cx="132" cy="112" r="42" fill="#e24c36" ${outline}/>
  <circle cx="104" cy="156" r="36" fill="#c9302a" ${outline}/>
  <g fill="${p.accent === '#c62828' ? '#2e7d32' : p.accent}">
    <path d="M72 72 l8 10 l12 -4 l-6 11 l8 9 l-13 -1 l-9 10 l-9 -10 l-13 1 l8 -9 l-6 -11 l12 4 Z"/>
    <path d="M132 70 l6 8 l10 -3 l-5 9 l7 7 l-11 -1 l-7 8 l-7 -8 l-11 1 l7 -7 l-5 -9 l10 3 Z"/>
  </g>
  <ellipse cx="58" cy="104" rx="10" ry="6" fill="#ffffff55"/>`;

const plantains: Drawing = () => `
  <g fill="#f2c230" ${outline}>
    <path d="M40 60 Q70 160 170 150 Q176 140 168 136 Q86 136 58 56 Z"/>
    <path d="M58 48 Q96 140 178 120 Q182 110 172 108 Q102 118 76 46 Z"/>
    <path d="M30 78 Q52 176 150 172 Q156 162 148 158 Q70 160 48 74 Z" fill="#e9b422"/>
  </g>
  <rect x="40" y="36" width="34" height="18" rx="6" fill="#5a7a2a" transform="rotate(-20 57 45)"/>`;

const eggs: Drawing = (p) => `
  <rect x="20" y="120" width="160" height="50" rx="10" fill="#c9b08a" ${outline}/>
  <g fill="#fff7e6" ${outline}>
    <ellipse cx="52" cy="108" rx="24" ry="32"/><ellipse cx="100" cy="100" rx="24" ry="32"/>
    <ellipse cx="148" cy="108" rx="24" ry="32"/>
  </g>
  <path d="M20 140 h160" stroke="${p.accent}" stroke-width="4"/>`;

const goat: Drawing = (p) => `
  <ellipse cx="92" cy="112" rx="62" ry="36" fill="#f4efe6" ${outline}/>
  <g fill="#e8e0d2" ${outline}>
    <rect x="48" y="136" width="12" height="44" rx="5"/><rect x="72" y="140" width="12" height="40" rx="5"/>
    <rect x="108" y="140" width="12" height="40" rx="5"/><rect x="130" y="136" width="12" height="44" rx="5"/>
  </g>
  <path d="M140 92 L170 62 L186 84 L162 112 Z" fill="#f4efe6" ${outline}/>
  <path d="M166 64 Q150 30 132 36" fill="none" stroke="${p.accent}" stroke-width="6" stroke-linecap="round"/>
  <path d="M176 70 Q172 34 156 30" fill="none" stroke="${p.accent}" stroke-width="6" stroke-linecap="round"/>
  <circle cx="170" cy="80" r="4" fill="#2b2b2b"/>
  <path d="M176 104 q2 16 -6 22" fill="none" stroke="#bfb39c" stroke-width="5" stroke-linecap="round"/>`;

const fish: Drawing = (p) => `
  <path d="M30 100 Q90 40 150 100 Q90 160 30 100 Z" fill="${p.accent}" ${outline}/>
  <path d="M146 100 L190 66 L182 100 L190 134 Z" fill="${p.accent}" ${outline}/>
  <path d="M80 70 Q96 50 116 68" fill="${p.backgroundAlt}" ${outline}/>
  <circle cx="58" cy="94" r="7" fill="#ffffff"/><circle cx="58" cy="94" r="3.5" fill="#111111"/>
  <path d="M84 84 q10 16 0 32 M104 82 q10 18 0 36" fill="none" stroke="#ffffff66" stroke-width="4"/>`;

const jerrycan: Drawing = (p) => `
  <rect x="46" y="56" width="108" height="128" rx="14" fill="${p.accent}" ${outline}/>
  <path d="M70 56 v-18 h40 v18" fill="none" stroke="${p.accent}" stroke-width="10" stroke-linejoin="round"/>
  <rect x="124" y="34" width="22" height="22" rx="4" fill="#333333"/>
  <rect x="62" y="96" width="76" height="54" rx="6" fill="${p.panel}"/>
  <path d="M100 104 q-16 22 0 34 q16 -12 0 -34 Z" fill="#f0a020"/>`;

const pepper: Drawing = () => `
  <path d="M60 80 q-30 40 -6 84 q30 26 52 -6 q24 26 46 -8 q20 -44 -14 -74 q-40 -24 -78 4 Z" fill="#e53920" ${outline}/>
  <path d="M100 70 q2 -22 22 -32" fill="none" stroke="#2e7d32" stroke-width="9" stroke-linecap="round"/>
  <path d="M80 72 q20 -10 44 0 q-20 10 -44 0 Z" fill="#3f8f2a"/>
  <ellipse cx="74" cy="104" rx="9" ry="16" fill="#ffffff44"/>`;

const jar: Drawing = (p) => `
  <rect x="56" y="60" width="88" height="120" rx="16" fill="#f3b23a" ${outline}/>
  <rect x="50" y="40" width="100" height="26" rx="6" fill="${p.accent}" ${outline}/>
  <rect x="66" y="96" width="68" height="50" rx="6" fill="${p.panel}"/>
  <path d="M80 122 h40" stroke="${p.accent}" stroke-width="6" stroke-linecap="round"/>
  <ellipse cx="74" cy="84" rx="6" ry="14" fill="#ffffff55"/>`;

const sprout: Drawing = (p) => `
  <path d="M20 176 Q100 128 180 176 Z" fill="#7a4f2a" ${outline}/>
  <path d="M100 160 V84" stroke="${p.accent}" stroke-width="8" stroke-linecap="round"/>
  <path d="M100 104 Q60 100 50 62 Q92 62 100 104 Z" fill="#5fa83b" ${outline}/>
  <path d="M100 90 Q140 86 152 46 Q108 48 100 90 Z" fill="#6dbb45" ${outline}/>
  <g fill="#e8c77a"><ellipse cx="56" cy="170" rx="6" ry="4"/><ellipse cx="146" cy="168" rx="6" ry="4"/></g>`;

const fertiliserBag: Drawing = (p) => `
  <path d="M44 40 H156 L164 180 H36 Z" fill="#f5f5f0" ${outline}/>
  <rect x="44" y="40" width="112" height="22" fill="${p.accent}"/>
  <rect x="56" y="84" width="88" height="58" rx="6" fill="${p.accent}"/>
  <path d="M72 124 l14 -26 l14 26 l14 -26 l14 26" fill="none" stroke="#ffffff" stroke-width="6" stroke-linejoin="round"/>
  <rect x="36" y="164" width="128" height="16" fill="${p.backgroundAlt}"/>`;

const tools: Drawing = (p) => `
  <path d="M40 176 L150 40" stroke="#8b5a2b" stroke-width="12" stroke-linecap="round"/>
  <path d="M134 30 L176 62 L158 84 L120 48 Z" fill="#8d99a3" ${outline}/>
  <path d="M64 36 Q150 70 172 168 Q120 110 52 58 Z" fill="#b8c2c9" ${outline}/>
  <rect x="40" y="28" width="34" height="16" rx="6" fill="${p.accent}" transform="rotate(35 57 36)"/>`;

const basket: Drawing = (p) => `
  <path d="M28 96 H172 L154 176 H46 Z" fill="#c99a5b" ${outline}/>
  <path d="M46 120 H154 M52 146 H148" stroke="#a5773d" stroke-width="5"/>
  <path d="M56 96 Q100 24 144 96" fill="none" stroke="#a5773d" stroke-width="8"/>
  <circle cx="78" cy="90" r="18" fill="#d83a2e"/><circle cx="112" cy="86" r="20" fill="#f2c230"/>
  <circle cx="138" cy="92" r="14" fill="${p.accent}"/>`;

/** A knobbly root: ginger in its own tan, turmeric in orange with a cut face. */
const root =
  (skin: string, flesh: string): Drawing =>
  () => `
  <g fill="${skin}" ${outline}>
    <path d="M30 120 Q34 92 64 96 Q74 70 100 78 Q112 52 138 62 Q166 66 160 96 Q186 104 176 130 Q168 158 136 150 Q118 172 90 160 Q62 172 46 150 Q24 144 30 120 Z"/>
    <ellipse cx="138" cy="62" rx="16" ry="12"/>
  </g>
  <ellipse cx="66" cy="128" rx="16" ry="12" fill="${flesh}" ${outline}/>
  <path d="M70 112 q20 -6 40 4 M104 132 q22 -4 40 6" fill="none" stroke="#00000026" stroke-width="3"/>`;

/** A bulb with cloves and a dry tip: garlic in white, onions in red. */
const bulb =
  (skin: string, line: string): Drawing =>
  () => `
  <path d="M100 44 Q116 80 150 100 Q182 130 158 164 Q132 188 100 184 Q68 188 42 164 Q18 130 50 100 Q84 80 100 44 Z" fill="${skin}" ${outline}/>
  <path d="M100 60 Q84 110 92 182 M100 60 Q118 110 110 182 M100 60 Q58 112 64 176 M100 60 Q142 112 136 176" fill="none" stroke="${line}" stroke-width="3"/>
  <path d="M92 190 q8 8 16 0" fill="none" stroke="#8b7355" stroke-width="4" stroke-linecap="round"/>`;

/** A bowl heaped with small seeds or pods (cloves, uziza, ehuru, iru, egusi, ogbono). */
const seedBowl: Drawing = (p) => `
  <path d="M24 110 H176 Q168 176 100 180 Q32 176 24 110 Z" fill="#c99a5b" ${outline}/>
  <path d="M30 112 Q100 40 170 112 Z" fill="#6b4226" ${outline}/>
  <g fill="#8b5a2b"><circle cx="70" cy="96" r="6"/><circle cx="96" cy="82" r="6"/><circle cx="122" cy="90" r="6"/>
  <circle cx="84" cy="104" r="5"/><circle cx="112" cy="104" r="5"/><circle cx="140" cy="104" r="5"/><circle cx="56" cy="106" r="5"/></g>
  <path d="M40 140 H160" stroke="${p.accent}" stroke-width="5"/>`;

/** A mound of ground spice in a bowl (yaji). */
const powderBowl: Drawing = (p) => `
  <path d="M24 116 H176 Q168 178 100 182 Q32 178 24 116 Z" fill="#f5efd9" ${outline}/>
  <path d="M34 118 Q100 30 166 118 Z" fill="#b5541c" ${outline}/>
  <path d="M70 96 q16 -8 30 0 M100 76 q12 -6 22 2" fill="none" stroke="#ffffff55" stroke-width="4"/>
  <path d="M40 146 H160" stroke="${p.accent}" stroke-width="5"/>`;

/** A bunch of leaves (ugu, bitter leaf, waterleaf). */
const leaves: Drawing = (p) => `
  <path d="M100 186 V110" stroke="#3f6b22" stroke-width="8" stroke-linecap="round"/>
  <g ${outline}>
    <path d="M100 120 Q40 120 30 52 Q90 48 100 120 Z" fill="#4f9a32"/>
    <path d="M100 118 Q160 118 172 48 Q110 46 100 118 Z" fill="#5fae3c"/>
    <path d="M100 126 Q92 60 100 20 Q112 60 100 126 Z" fill="#3f8a2a"/>
  </g>
  <path d="M100 120 L46 62 M100 118 L156 58" stroke="#ffffff55" stroke-width="3"/>
  <rect x="84" y="156" width="32" height="12" rx="4" fill="${p.accent}"/>`;

/**
 * Products whose own picture is not their category's: a word of the name picks the drawing (the
 * seed's spices all showed a red pepper, turmeric and dried ginger included; issue 30).
 */
const SUBJECTS: [words: string[], draw: Drawing][] = [
  [['ginger'], root('#d9b47a', '#f3e2b3')],
  [['turmeric'], root('#b8732e', '#f08a12')],
  [['garlic'], bulb('#f7f2e8', '#d8cdb8')],
  [['onions', 'onion'], bulb('#a8324a', '#7a1f33')],
  [['cloves', 'uziza', 'ehuru', 'iru', 'egusi', 'ogbono'], seedBowl],
  [['yaji', 'suya'], powderBowl],
  [['pepper'], pepper],
  [['ugu', 'bitter', 'waterleaf'], leaves],
];

function subjectOf(nameSlug: string): Drawing | undefined {
  const words = new Set(nameSlug.split('-'));
  return SUBJECTS.find(([names]) => names.some((name) => words.has(name)))?.[1];
}

const DRAWINGS: Record<string, Drawing> = {
  grains: sack,
  tubers: yam,
  vegetables: tomatoes,
  fruits: plantains,
  poultry: eggs,
  livestock: goat,
  fish,
  oils: jerrycan,
  spices: pepper,
  'processed-foods': jar,
  seeds: sprout,
  fertilisers: fertiliserBag,
  'farm-tools': tools,
};

/**
 * The drawing of a product (by a word of its name, `nameSlug`) or else of its category, scaled to
 * `size` pixels and placed at (x, y).
 */
export function drawing(
  categorySlug: string,
  palette: Palette,
  x: number,
  y: number,
  size: number,
  nameSlug = '',
) {
  const draw = subjectOf(nameSlug) ?? DRAWINGS[categorySlug] ?? basket;
  return `<g transform="translate(${x} ${y}) scale(${size / 200})">${draw(palette)}</g>`;
}

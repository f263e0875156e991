import { place, type IconName, type Palette } from './icons';
import { clip, escapeXml, markColour, pick, seeded, shadeOf, svgOf, tintOf } from './svg';

/**
 * A brand's logo: an emblem of what it sells (a cup for a coffee house, a plane for a travel agent) and
 * its name as a wordmark, in the brand's colour. The layout and the emblem's shape follow from the
 * brand's id, so twelve brands look like twelve companies. The brand wall shows it as a 64 px circle:
 * everything stays inside the inscribed circle.
 */

/** What a brand sells, from the first word of its name (the state makes names as 'Kopi <surname>'). */
const STEM_ICONS: Record<string, IconName> = {
  kopi: 'cup',
  bakmi: 'bowl',
  roti: 'bread',
  sate: 'skewer',
  martabak: 'bread',
  mart: 'bag',
  batik: 'shirt',
  sepatu: 'shoe',
  salon: 'mirror',
  skincare: 'bottle',
  spa: 'stones',
  gadget: 'phone',
  elektronik: 'tv',
  komputer: 'laptop',
  travel: 'plane',
  hotel: 'hotel',
  tiket: 'ticket',
  bioskop: 'clapper',
  karaoke: 'mic',
  taman: 'ferris',
};

/** The deal type's object when the name tells nothing. */
export const TYPE_ICONS: Record<string, IconName> = {
  D01: 'cup',
  D02: 'bag',
  D03: 'bottle',
  D04: 'phone',
  D05: 'plane',
  D06: 'clapper',
};

export function brandIcon(name: string, typeId: string): IconName {
  const stem = name.trim().split(/\s+/)[0]?.toLowerCase() ?? '';
  return STEM_ICONS[stem] ?? TYPE_ICONS[typeId] ?? 'star';
}

/** The words of the name: the distinctive one large, what the brand is (the stem) small above it. */
function wordsOf(name: string): { big: string; small: string } {
  const words = name.trim().split(/\s+/).filter(Boolean);
  if (words.length < 2) return { big: clip(words[0] ?? '', 12), small: '' };
  return { big: clip(words[words.length - 1]!, 12), small: clip(words.slice(0, -1).join(' '), 22) };
}

/** A font size that fits the text in `width` (bold sans glyphs are about 0.62 em wide). */
export function fitSize(text: string, width: number, max: number): number {
  return Math.round(Math.min(max, width / (Math.max(1, text.length) * 0.62)) * 10) / 10;
}

const FONT = `font-family='Arial,Helvetica,sans-serif' font-weight='700' text-anchor='middle'`;

/** Shapes an emblem sits in, centred on (cx, cy) with radius r. */
function shape(kind: number, cx: number, cy: number, r: number, fill: string): string {
  switch (kind) {
    case 0:
      return `<circle cx='${cx}' cy='${cy}' r='${r}' fill='${fill}'/>`;
    case 1:
      return `<rect x='${cx - r}' y='${cy - r}' width='${2 * r}' height='${2 * r}' rx='${r * 0.4}' fill='${fill}'/>`;
    case 2: {
      const h = r * 0.866;
      return `<path d='M${cx - r} ${cy}l${r / 2} ${-h}h${r}l${r / 2} ${h}-${r / 2} ${h}h${-r}z' fill='${fill}'/>`;
    }
    default:
      // A leaf: two round corners, two sharp.
      return `<path d='M${cx - r} ${cy + r}v${-r}a${r} ${r} 0 0 1 ${r}-${r}h${r}v${r}a${r} ${r} 0 0 1-${r} ${r}z' fill='${fill}'/>`;
  }
}

/** The mark: 160 x 160 by default, drawn on an 80 x 80 canvas. */
export function brandMark(id: string, name: string, typeId: string, colour: string, size = 160): string {
  const rnd = seeded(`brand:${id}`);
  const main = markColour(colour);
  const icon = brandIcon(name, typeId);
  const { big, small } = wordsOf(name);
  const layout = pick(rnd, [0, 1, 2] as const);
  const kind = pick(rnd, [0, 1, 2, 3]);
  const wordmark = (ink: string, soft: string) =>
    `<text x='40' y='56' font-size='${fitSize(big, 58, 15)}' fill='${ink}' ${FONT} letter-spacing='-.3'>${escapeXml(big)}</text>` +
    (small
      ? `<text x='40' y='65' font-size='${fitSize(small.toUpperCase(), 40, 6)}' fill='${soft}' ${FONT} letter-spacing='.8'>${escapeXml(small.toUpperCase())}</text>`
      : '');
  let body: string;
  if (layout === 0) {
    // On the colour: the object in white, the name in white.
    const white: Palette = { a: '#fff', b: '#fff', c: main, d: main };
    body =
      `<rect width='80' height='80' fill='${main}'/>` +
      `<circle cx='40' cy='40' r='34' fill='${shadeOf(main, 0.15)}'/>` +
      place(icon, white, 26, 12, 28) +
      wordmark('#fff', tintOf(main, 0.85));
  } else if (layout === 1) {
    // On white: the object in a coloured shape, the name in the colour.
    const white: Palette = { a: '#fff', b: '#fff', c: main, d: main };
    body =
      `<rect width='80' height='80' fill='#fff'/>` +
      shape(kind, 40, 26, 16, main) +
      place(icon, white, 29, 15, 22) +
      wordmark(main, shadeOf(main, 0.2));
  } else {
    // On a tint: the object and the name in the colour, a line under the name.
    const tinted: Palette = { a: main, b: shadeOf(main, 0.3), c: tintOf(main), d: shadeOf(main, 0.3) };
    body =
      `<rect width='80' height='80' fill='${tintOf(main)}'/>` +
      place(icon, tinted, 25, 10, 30) +
      wordmark(shadeOf(main, 0.25), main) +
      (small ? '' : `<path d='M30 62h20' stroke='${main}' stroke-width='2' stroke-linecap='round'/>`);
  }
  return svgOf(size, size, 80, 80, body);
}

import type { Lang } from '../../../../contracts';
import { brandIcon, fitSize } from './brand-mark';
import { place, type IconName } from './icons';
import { sceneOf, type SceneColours } from './scenes';
import { clip, escapeXml, markColour, r1, seeded, svgOf } from './svg';

/**
 * A deal's banner: what the brand sells drawn as a flat scene in the colours of the deal's type, the
 * brand's name on a chip, and the offer in figures ('30%', '1+1', 'Rp50rb'); the words of the offer are
 * under the picture, in the caller's language.
 */

const TYPE_SCENES: Record<string, { colours: SceneColours; objects: readonly IconName[] }> = {
  // Food & drink: warm orange.
  D01: {
    colours: { bg: '#fff4e8', blob: '#ffdfba', a: '#f28a2e', b: '#a8501a', c: '#fff8ef', d: '#7a4a2c' },
    objects: ['cup', 'bowl', 'bread', 'skewer'],
  },
  // Shopping: the house rose.
  D02: {
    colours: { bg: '#fff1f2', blob: '#ffd0d7', a: '#e11d48', b: '#9f1239', c: '#fff', d: '#f6b23c' },
    objects: ['bag', 'shirt', 'shoe', 'tag'],
  },
  // Beauty: orchid.
  D03: {
    colours: { bg: '#fbf1fb', blob: '#f3d3ef', a: '#c2549f', b: '#7d2a68', c: '#fff', d: '#f4a3c4' },
    objects: ['bottle', 'mirror', 'stones', 'leaf'],
  },
  // Electronics: blue.
  D04: {
    colours: { bg: '#eef4ff', blob: '#d2e0ff', a: '#3d6fe0', b: '#1e3a8a', c: '#fff', d: '#34c3e8' },
    objects: ['phone', 'tv', 'laptop', 'headphones'],
  },
  // Travel: sea green.
  D05: {
    colours: { bg: '#e9f8f5', blob: '#c4ece4', a: '#17a38b', b: '#0e6457', c: '#fff', d: '#f6b23c' },
    objects: ['plane', 'suitcase', 'hotel', 'ticket'],
  },
  // Entertainment: violet.
  D06: {
    colours: { bg: '#f3f0ff', blob: '#ddd5ff', a: '#6d4ce0', b: '#35247e', c: '#fff', d: '#f6b23c' },
    objects: ['clapper', 'mic', 'ferris', 'popcorn'],
  },
};

export interface DealArt {
  confId: string;
  typeId: string;
  offer: 'discount' | 'bogo' | 'cashback' | 'weekend' | 'paylater-fee';
  percent: number;
  cashback: number;
}

export interface BrandArt {
  name: string;
  colour: string;
}

/** The offer in figures, short; null when the offer is a time (the weekend: a calendar says it). */
function offerFigure(deal: DealArt, lang: Lang): string | null {
  switch (deal.offer) {
    case 'discount':
      return `${deal.percent}%`;
    case 'bogo':
      return '1+1';
    case 'paylater-fee':
      return '0%';
    case 'cashback': {
      const thousands = deal.cashback / 1000;
      return Number.isInteger(thousands)
        ? `Rp${thousands}${lang === 'en' ? 'K' : 'rb'}`
        : `Rp${deal.cashback}`;
    }
    case 'weekend':
      return null;
  }
}

const FONT = `font-family='Arial,Helvetica,sans-serif' font-weight='700'`;

/** 686 x 320 (the card's 2.14 : 1), drawn on a 343 x 160 canvas. */
export function dealPicture(deal: DealArt, brand: BrandArt, lang: Lang, width = 686, height = 320): string {
  const rnd = seeded(`deal:${deal.confId}`);
  const scene = TYPE_SCENES[deal.typeId] ?? TYPE_SCENES.D02!;
  const k = scene.colours;
  const main = brandIcon(brand.name, deal.typeId);
  const mark = markColour(brand.colour);
  const name = clip(brand.name, 26);
  // The chip: the brand's emblem in its colour, its name beside it.
  const nameSize = fitSize(name, 124, 11.5);
  const chipWidth = Math.round(42 + Array.from(name).length * nameSize * 0.6);
  const chip = !name
    ? ''
    : `<rect x='14' y='14' width='${chipWidth}' height='30' rx='15' fill='#fff'/>` +
      `<circle cx='29' cy='29' r='11' fill='${mark}'/>` +
      place(main, { a: '#fff', b: '#fff', c: mark, d: mark }, 22, 22, 14) +
      `<text x='45' y='${r1(29 + nameSize * 0.36)}' font-size='${nameSize}' fill='#16161d' ${FONT}>${escapeXml(name)}</text>`;
  const figure = offerFigure(deal, lang);
  const offer = figure
    ? `<text x='16' y='104' font-size='${fitSize(figure, 130, 46)}' fill='${k.b}' ${FONT} letter-spacing='-1'>${escapeXml(figure)}</text>` +
      `<rect x='17' y='116' width='44' height='6' rx='3' fill='${k.a}'/><rect x='66' y='116' width='12' height='6' rx='3' fill='${k.d}'/>`
    : place('calendar', k, 18, 56, 62);
  return svgOf(
    width,
    height,
    343,
    160,
    `<rect width='343' height='160' fill='${k.bg}'/>` +
      sceneOf(rnd, {
        colours: k,
        main,
        others: scene.objects.filter((o) => o !== main),
        cx: 250,
        cy: 82,
        size: 84,
      }) +
      chip +
      offer,
  );
}

import type { Lang } from '../../../contracts';
import { brandMark } from './art/brand-mark';
import { dealPicture, type BrandArt, type DealArt } from './art/deal-picture';
import { newsPicture } from './art/news-picture';
import { pictureOf } from './art/picture-cache';
import { dataUri, escapeXml } from './art/svg';

/**
 * Images of coupons, deals, brands and news: SVGs generated from the state's facts (ids, kinds, colours),
 * as data: URIs, so answers never point at an outside host, the in-browser demo draws the same, and the
 * same item always gets the same picture. Brands, deals and news are illustrated (art/); a coupon's
 * picture is its colour and a label wrapped over up to three lines.
 */

function channels(color: string): [number, number, number] {
  return [1, 3, 5].map((i) => parseInt(color.slice(i, i + 2), 16)) as [number, number, number];
}

/** Black or white, whichever reads better on the colour (#rrggbb). */
function inkOn(color: string): string {
  const [r, g, b] = channels(color);
  return 0.299 * r + 0.587 * g + 0.114 * b > 150 ? '#1a1a1a' : '#ffffff';
}

/** The colour a fifth darker, for the gradient's far end. */
function darker(color: string): string {
  return (
    '#' +
    channels(color)
      .map((c) =>
        Math.round(c * 0.8)
          .toString(16)
          .padStart(2, '0'),
      )
      .join('')
  );
}

/** Words in lines of at most `max` characters, at most `lines` lines, the last ending in … when cut. */
function linesOf(label: string, max: number, lines: number): string[] {
  const out: string[] = [];
  let line = '';
  for (const word of label.split(/\s+/).filter(Boolean)) {
    const candidate = line ? `${line} ${word}` : word;
    if (candidate.length <= max) line = candidate;
    else {
      if (line) out.push(line);
      line = word.length > max ? word.slice(0, max - 1) + '…' : word;
    }
  }
  if (line) out.push(line);
  if (out.length <= lines) return out;
  const kept = out.slice(0, lines);
  kept[lines - 1] = kept[lines - 1]!.slice(0, max - 1).trimEnd() + '…';
  return kept;
}

export function imageOf(label: string, color: string, width = 320, height = 180): string {
  const ink = inkOn(color);
  const size = Math.round(Math.max(12, Math.min(height / 6, width / 14)));
  const max = Math.max(6, Math.floor((width * 0.84) / (size * 0.56)));
  const lines = linesOf(label, max, width >= height ? 3 : 2);
  const lineHeight = Math.round(size * 1.25);
  const top = height / 2 - ((lines.length - 1) * lineHeight) / 2;
  const text = lines
    .map(
      (line, i) =>
        `<text x="50%" y="${Math.round(top + i * lineHeight)}" dominant-baseline="middle" text-anchor="middle">${escapeXml(line)}</text>`,
    )
    .join('');
  const svg =
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">` +
    `<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1">` +
    `<stop offset="0" stop-color="${color}"/><stop offset="1" stop-color="${darker(color)}"/></linearGradient></defs>` +
    `<rect width="100%" height="100%" fill="url(#g)"/>` +
    `<circle cx="${width}" cy="0" r="${Math.round(height * 0.6)}" fill="${ink}" fill-opacity="0.08"/>` +
    `<circle cx="0" cy="${height}" r="${Math.round(height * 0.45)}" fill="${ink}" fill-opacity="0.06"/>` +
    `<g font-family="sans-serif" font-weight="700" font-size="${size}" fill="${ink}">${text}</g></svg>`;
  return 'data:image/svg+xml,' + encodeURIComponent(svg);
}

/** A brand's logo: an emblem of what it sells and its name as a wordmark, in its colour (art/brand-mark.ts). */
export function logoOf(brand: {
  brandMctId: string;
  brandMctName: string;
  typeId: string;
  color: string;
}): string {
  const { brandMctId, brandMctName, typeId, color } = brand;
  return pictureOf(JSON.stringify(['logo', brandMctId, brandMctName, typeId, color]), () =>
    dataUri(brandMark(brandMctId, brandMctName, typeId, color)),
  );
}

/** A deal's banner, 686 x 320: its brand's trade as a scene, the brand's chip and the offer in figures. */
export function dealImageOf(deal: DealArt, brand: BrandArt | undefined, lang: Lang): string {
  const art = brand ?? { name: '', colour: '#e11d48' };
  const { confId, typeId, offer, percent, cashback } = deal;
  return pictureOf(
    JSON.stringify(['deal', confId, typeId, offer, percent, cashback, art.name, art.colour, lang]),
    () => dataUri(dealPicture({ confId, typeId, offer, percent, cashback }, art, lang)),
  );
}

/** The pictures of an article, 640 x 360: its topic as a scene, each picture its own arrangement. */
export function newsImagesOf(news: { newsId: string; category: string; images: number }): string[] {
  return Array.from({ length: news.images }, (_, i) =>
    pictureOf(JSON.stringify(['news', news.newsId, news.category, i]), () =>
      dataUri(newsPicture(news.newsId, news.category, i)),
    ),
  );
}

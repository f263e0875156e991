/**
 * The pieces every generated picture shares: a strict escape for text, a seeded random source (the same
 * item draws the same picture every time), colour arithmetic and a compact data: URI (the contracts cap an
 * image address at 4,096 characters, so the SVG is written with single quotes and encoded sparingly).
 */

const ENTITIES: Record<string, string> = {
  '<': '&lt;',
  '>': '&gt;',
  '&': '&amp;',
  "'": '&apos;',
  '"': '&quot;',
};

/** Text for an element's content or an attribute; named entities only (a '#' would end a data: URI). */
export function escapeXml(text: string): string {
  return text.replace(/[<>&'"]/g, (c) => ENTITIES[c]!);
}

/** At most `max` characters (whole code points), the last an ellipsis when cut: names can be 256 long. */
export function clip(text: string, max: number): string {
  const chars = Array.from(text.trim());
  return chars.length <= max
    ? chars.join('')
    : chars
        .slice(0, max - 1)
        .join('')
        .trimEnd() + '…';
}

/** A number in [0, 1) after another, the same sequence for the same seed (FNV-1a, then mulberry32). */
export function seeded(seed: string): () => number {
  let h = 0x811c9dc5;
  for (let i = 0; i < seed.length; i++) h = Math.imul(h ^ seed.charCodeAt(i), 0x01000193);
  let a = h >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** One of the items, picked by the random source. */
export const pick = <T>(rnd: () => number, items: readonly T[]): T =>
  items[Math.floor(rnd() * items.length)]!;

type Hsl = [number, number, number];

function toHsl(hex: string): Hsl {
  const [r, g, b] = [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16) / 255) as [number, number, number];
  const max = Math.max(r, g, b);
  const min = Math.min(r, g, b);
  const l = (max + min) / 2;
  const d = max - min;
  if (!d) return [0, 0, l];
  const s = d / (1 - Math.abs(2 * l - 1));
  const h = max === r ? ((g - b) / d) % 6 : max === g ? (b - r) / d + 2 : (r - g) / d + 4;
  return [(h * 60 + 360) % 360, s, l];
}

function fromHsl([h, s, l]: Hsl): string {
  const c = (1 - Math.abs(2 * l - 1)) * s;
  const x = c * (1 - Math.abs(((h / 60) % 2) - 1));
  const m = l - c / 2;
  const [r, g, b] =
    h < 60
      ? [c, x, 0]
      : h < 120
        ? [x, c, 0]
        : h < 180
          ? [0, c, x]
          : h < 240
            ? [0, x, c]
            : h < 300
              ? [x, 0, c]
              : [c, 0, x];
  return (
    '#' +
    [r, g, b]
      .map((v) =>
        Math.round((v + m) * 255)
          .toString(16)
          .padStart(2, '0'),
      )
      .join('')
  );
}

const clamp = (v: number, lo: number, hi: number) => Math.min(hi, Math.max(lo, v));

/**
 * A brand's colour made fit for a mark: saturated enough to look chosen and dark enough for white text
 * on it (random colours in the state can be pale or grey). The hue, what tells brands apart, is kept.
 */
export function markColour(hex: string): string {
  const [h, s, l] = toHsl(hex);
  return fromHsl([h, clamp(s, 0.55, 0.85), clamp(l, 0.3, 0.42)]);
}

/** The same hue, very light: the ground behind a mark in that colour. */
export function tintOf(hex: string, lightness = 0.94): string {
  const [h, s] = toHsl(hex);
  return fromHsl([h, clamp(s, 0.4, 0.8), lightness]);
}

/** The colour darker by a share of its lightness. */
export function shadeOf(hex: string, by = 0.35): string {
  const [h, s, l] = toHsl(hex);
  return fromHsl([h, s, l * (1 - by)]);
}

/** Round to one decimal: coordinates stay short. */
export const r1 = (v: number) => Math.round(v * 10) / 10;

/** A picture of `width` x `height` drawn on a `vw` x `vh` canvas (small numbers keep the text short). */
export function svgOf(width: number, height: number, vw: number, vh: number, body: string): string {
  return (
    `<svg xmlns='http://www.w3.org/2000/svg' width='${width}' height='${height}' viewBox='0 0 ${vw} ${vh}' ` +
    `stroke-linecap='round' stroke-linejoin='round'>` +
    body +
    '</svg>'
  );
}

// What encodeURIComponent escapes that a data: URI may carry as it is (as mini-svg-data-uri does).
const KEEP: Record<string, string> = {
  '%20': ' ',
  '%3D': '=',
  '%3A': ':',
  '%2F': '/',
  '%2C': ',',
  '%3B': ';',
};

/** The SVG as a data: URI, whitespace collapsed, double quotes made single, the rest percent-encoded. */
export function dataUri(svg: string): string {
  const text = svg.replace(/\s+/g, ' ').replace(/"/g, "'");
  return 'data:image/svg+xml,' + encodeURIComponent(text).replace(/%[\dA-F]{2}/g, (m) => KEEP[m] ?? m);
}

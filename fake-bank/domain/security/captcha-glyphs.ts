/**
 * The captcha's characters as strokes (decision 0035): the picture draws each one as a path, so the answer
 * is not in the SVG as text a script could read; only eyes (or OCR) get it back. Each glyph is a few
 * polylines on a 4 x 6 grid; the picture scales, tilts and jitters them.
 */
const GLYPHS: Record<string, string[]> = {
  A: ['0,6 2,0 4,6', '1,3.5 3,3.5'],
  B: ['0,3 0,0 3,0 4,1 4,2 3,3 0,3 0,6 3,6 4,5 4,4 3,3'],
  C: ['4,0 1,0 0,1 0,5 1,6 4,6'],
  D: ['0,0 0,6 3,6 4,5 4,1 3,0 0,0'],
  E: ['4,0 0,0 0,6 4,6', '0,3 3,3'],
  F: ['4,0 0,0 0,6', '0,3 3,3'],
  G: ['4,1 3,0 1,0 0,1 0,5 1,6 3,6 4,5 4,3 2,3'],
  H: ['0,0 0,6', '4,0 4,6', '0,3 4,3'],
  J: ['4,0 4,5 3,6 1,6 0,5'],
  K: ['0,0 0,6', '4,0 0,4', '1.5,2.8 4,6'],
  M: ['0,6 0,0 2,3 4,0 4,6'],
  N: ['0,6 0,0 4,6 4,0'],
  P: ['0,6 0,0 3,0 4,1 4,2 3,3 0,3'],
  Q: ['1,0 3,0 4,1 4,5 3,6 1,6 0,5 0,1 1,0', '2.5,4.5 4,6'],
  R: ['0,6 0,0 3,0 4,1 4,2 3,3 0,3', '2,3 4,6'],
  S: ['4,1 3,0 1,0 0,1 0,2 1,3 3,3 4,4 4,5 3,6 1,6 0,5'],
  T: ['0,0 4,0', '2,0 2,6'],
  U: ['0,0 0,5 1,6 3,6 4,5 4,0'],
  V: ['0,0 2,6 4,0'],
  W: ['0,0 1,6 2,3 3,6 4,0'],
  X: ['0,0 4,6', '4,0 0,6'],
  Y: ['0,0 2,3 4,0', '2,3 2,6'],
  Z: ['0,0 4,0 0,6 4,6'],
  '2': ['0,1 1,0 3,0 4,1 4,2 0,6 4,6'],
  '3': ['0,1 1,0 3,0 4,1 4,2 3,3 4,4 4,5 3,6 1,6 0,5', '1.5,3 3,3'],
  '4': ['3,6 3,0 0,4 4,4'],
  '5': ['4,0 0,0 0,3 3,3 4,4 4,5 3,6 0,6'],
  '6': ['4,0 2,0 0,2 0,5 1,6 3,6 4,5 4,4 3,3 0,3'],
  '7': ['0,0 4,0 1.5,6'],
  '8': ['1,0 3,0 4,1 4,2 3,3 1,3 0,2 0,1 1,0', '1,3 0,4 0,5 1,6 3,6 4,5 4,4 3,3'],
  '9': ['4,3 1,3 0,2 0,1 1,0 3,0 4,1 4,4 2,6 0,6'],
};

/** The characters the captcha may use: those with a glyph (no 0/O, 1/I/L look-alikes). */
export const CAPTCHA_ALPHABET = Object.keys(GLYPHS).sort().join('');

const round = (n: number) => Math.round(n * 10) / 10;

/**
 * One character as an SVG path `d`, its cell's top left at (x, y), each unit `w` wide and `h` high; `jitter`
 * (0 to 15 per point, from the captcha's noise) moves every point a little so no two pictures match.
 */
export function glyphPath(
  char: string,
  x: number,
  y: number,
  w: number,
  h: number,
  jitter: (i: number) => number,
): string {
  let i = 0;
  return (GLYPHS[char] ?? [])
    .map((line) =>
      line
        .split(' ')
        .map((point, k) => {
          const [px = 0, py = 0] = point.split(',').map(Number);
          const dx = (jitter(i) - 7.5) / 12;
          const dy = (jitter(i + 1) - 7.5) / 12;
          i += 2;
          return `${k === 0 ? 'M' : 'L'}${round(x + px * w + dx)} ${round(y + py * h + dy)}`;
        })
        .join(''),
    )
    .join('');
}

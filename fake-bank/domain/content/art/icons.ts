/**
 * Flat objects the pictures are composed of, each drawn in a 100 x 100 box from four colours: a the body,
 * b its shade, c the light parts, d an accent. Brand marks draw the same objects in white on the brand's
 * colour (a and b white, c and d the colour), so the shapes are made to read in both.
 */
export interface Palette {
  a: string;
  b: string;
  c: string;
  d: string;
}

type Icon = (p: Palette) => string;

/** A line's attributes; round caps and joins are set once on the picture (svgOf). */
const stroke = (colour: string, width: number) => `fill='none' stroke='${colour}' stroke-width='${width}'`;

export const ICONS = {
  cup: (p) =>
    `<ellipse cx='46' cy='88' rx='38' ry='7' fill='${p.b}'/>` +
    `<path d='M72 44h4a12 12 0 0 1 0 24h-6' ${stroke(p.b, 7)}/>` +
    `<path d='M16 38h60v20a30 30 0 0 1-30 30a30 30 0 0 1-30-30z' fill='${p.a}'/>` +
    `<ellipse cx='46' cy='38' rx='30' ry='6' fill='${p.d}'/>` +
    `<path d='M36 26c-6-6 6-10 0-18M52 26c-6-6 6-10 0-18' ${stroke(p.b, 4)}/>`,
  bowl: (p) =>
    `<path d='M58 40L88 6M66 42L94 14' ${stroke(p.b, 5)}/>` +
    `<path d='M20 44c6-12 10 8 16-4s10 8 16-4 10 8 16-4 8 8 12 2' ${stroke(p.d, 6)}/>` +
    `<path d='M6 48h88a44 40 0 0 1-88 0z' fill='${p.a}'/>` +
    `<rect x='4' y='44' width='92' height='9' rx='4.5' fill='${p.b}'/>` +
    `<path d='M30 66h40' ${stroke(p.c, 5)}/>`,
  bread: (p) =>
    `<path d='M8 62c0-24 18-38 42-38s42 14 42 38v18a6 6 0 0 1-6 6H14a6 6 0 0 1-6-6z' fill='${p.a}'/>` +
    `<path d='M8 72h84v8a6 6 0 0 1-6 6H14a6 6 0 0 1-6-6z' fill='${p.b}'/>` +
    `<path d='M30 44l8 12M46 40l8 12M62 44l8 12' ${stroke(p.c, 5)}/>`,
  // Pieces are round-capped strokes: one path per colour keeps the picture small.
  skewer: (p) =>
    `<path d='M18 6v90M50 6v90M82 6v90' ${stroke(p.b, 4)}/>` +
    `<path d='M18 22v4M50 26v4M82 30v4M18 62v4M50 66v4M82 70v4' ${stroke(p.a, 18)}/>` +
    `<path d='M18 42v4M50 46v4M82 50v4' ${stroke(p.d, 18)}/>`,
  bag: (p) =>
    `<path d='M34 36v-8a16 16 0 0 1 32 0v8' ${stroke(p.b, 7)}/>` +
    `<rect x='14' y='32' width='72' height='62' rx='8' fill='${p.a}'/>` +
    `<path d='M14 44h72' ${stroke(p.b, 4)}/>` +
    `<circle cx='50' cy='66' r='10' fill='${p.c}'/>`,
  shirt: (p) =>
    `<path d='M32 10L8 26l12 18 9-6v52h42V38l9 6 12-18-24-16c-3 8-10 12-18 12s-15-4-18-12z' fill='${p.a}'/>` +
    `<g fill='none' stroke='${p.c}' stroke-width='3'><circle cx='40' cy='54' r='6'/><circle cx='60' cy='54' r='6'/>` +
    `<circle cx='50' cy='72' r='6'/><circle cx='40' cy='86' r='3'/><circle cx='60' cy='86' r='3'/></g>`,
  shoe: (p) =>
    `<path d='M6 70c0-16 4-36 12-42l16 6c8 14 24 16 40 20 14 4 22 10 22 20v4H6z' fill='${p.a}'/>` +
    `<rect x='4' y='74' width='94' height='12' rx='6' fill='${p.b}'/>` +
    `<path d='M36 44l8-6M44 50l8-6M52 54l8-6' ${stroke(p.c, 4)}/>`,
  tag: (p) =>
    `<path d='M50 6h38a6 6 0 0 1 6 6v38L50 94 6 50z' fill='${p.a}'/>` +
    `<circle cx='76' cy='24' r='8' fill='${p.c}'/>` +
    `<path d='M36 56l16-16M38 40h0M52 56h0' ${stroke(p.c, 6)}/>`,
  mirror: (p) =>
    `<rect x='44' y='62' width='12' height='34' rx='6' fill='${p.b}'/>` +
    `<circle cx='50' cy='38' r='34' fill='${p.a}'/>` +
    `<circle cx='50' cy='38' r='25' fill='${p.c}'/>` +
    `<path d='M38 26l-4 8M46 22l-10 20' ${stroke(p.d, 4)}/>`,
  bottle: (p) =>
    `<path d='M40 14h22M56 14v-6h10' ${stroke(p.b, 6)}/>` +
    `<rect x='42' y='16' width='16' height='12' fill='${p.b}'/>` +
    `<rect x='26' y='28' width='48' height='68' rx='12' fill='${p.a}'/>` +
    `<rect x='34' y='48' width='32' height='28' rx='4' fill='${p.c}'/>` +
    `<circle cx='50' cy='62' r='6' fill='${p.d}'/>`,
  leaf: (p) =>
    `<path d='M14 90C10 40 40 10 90 10c0 50-30 80-76 80z' fill='${p.a}'/>` +
    `<path d='M14 90L66 34M40 62h18M30 72V56' ${stroke(p.c, 4)}/>`,
  stones: (p) =>
    `<ellipse cx='50' cy='84' rx='40' ry='12' fill='${p.b}'/>` +
    `<ellipse cx='50' cy='62' rx='30' ry='11' fill='${p.a}'/>` +
    `<ellipse cx='50' cy='42' rx='20' ry='9' fill='${p.d}'/>` +
    `<path d='M50 32c-2-10 2-20 12-24 0 10-4 20-12 24z' fill='${p.a}'/>`,
  phone: (p) =>
    `<rect x='24' y='4' width='52' height='92' rx='10' fill='${p.b}'/>` +
    `<rect x='29' y='12' width='42' height='72' rx='4' fill='${p.c}'/>` +
    `<path d='M41 25h0M59 43h0M41 67h18' ${stroke(p.a, 14)}/><path d='M59 25h0M41 43h0' ${stroke(p.d, 14)}/>` +
    `<circle cx='50' cy='90' r='2.5' fill='${p.c}'/>`,
  tv: (p) =>
    `<path d='M30 96l8-14M70 96l-8-14' ${stroke(p.b, 6)}/>` +
    `<rect x='4' y='14' width='92' height='66' rx='8' fill='${p.b}'/>` +
    `<rect x='11' y='21' width='78' height='52' rx='3' fill='${p.a}'/>` +
    `<path d='M20 62l18-20 14 12 12-14 16 22z' fill='${p.c}'/><circle cx='74' cy='34' r='6' fill='${p.d}'/>`,
  laptop: (p) =>
    `<rect x='16' y='14' width='68' height='50' rx='5' fill='${p.b}'/>` +
    `<rect x='22' y='20' width='56' height='38' rx='2' fill='${p.a}'/>` +
    `<path d='M4 70h92l-6 14H10z' fill='${p.b}'/>` +
    `<path d='M30 30h26M30 40h40M30 48h18' ${stroke(p.c, 4)}/>`,
  headphones: (p) =>
    `<path d='M16 60V48a34 34 0 0 1 68 0v12' ${stroke(p.b, 8)}/>` +
    `<rect x='8' y='54' width='22' height='36' rx='10' fill='${p.a}'/><rect x='70' y='54' width='22' height='36' rx='10' fill='${p.a}'/>` +
    `<rect x='14' y='62' width='8' height='20' rx='4' fill='${p.d}'/><rect x='78' y='62' width='8' height='20' rx='4' fill='${p.d}'/>`,
  plane: (p) =>
    `<path d='M6 58l30-4 34-34c6-6 16-6 18 0s-2 12-8 16L50 68 44 94l-10 2-4-28-12 10-10-2z' fill='${p.a}'/>` +
    `<path d='M46 42l-30-14 10-8 32 6zM66 60l6 28-8 6-12-24z' fill='${p.b}'/>` +
    `<circle cx='72' cy='30' r='3.5' fill='${p.c}'/><circle cx='62' cy='40' r='3.5' fill='${p.c}'/>`,
  suitcase: (p) =>
    `<path d='M38 26V16h24v10' ${stroke(p.b, 6)}/>` +
    `<rect x='14' y='26' width='72' height='62' rx='10' fill='${p.a}'/>` +
    `<path d='M36 26v62M64 26v62' ${stroke(p.b, 6)}/>` +
    `<circle cx='28' cy='94' r='5' fill='${p.b}'/><circle cx='72' cy='94' r='5' fill='${p.b}'/>` +
    `<rect x='42' y='50' width='16' height='10' rx='3' fill='${p.d}'/>`,
  hotel: (p) =>
    `<rect x='16' y='18' width='68' height='78' rx='4' fill='${p.a}'/>` +
    `<rect x='28' y='6' width='44' height='14' rx='4' fill='${p.d}'/>` +
    `<path d='M26 35h48M26 51h48M26 67h48' fill='none' stroke='${p.c}' stroke-width='10' stroke-dasharray='12 6'/>` +
    `<rect x='42' y='78' width='16' height='18' fill='${p.b}'/>`,
  ticket: (p) =>
    `<path d='M6 26h88v16a8 8 0 0 0 0 16v16H6V58a8 8 0 0 0 0-16z' fill='${p.a}'/>` +
    `<path d='M68 30v40' fill='none' stroke='${p.c}' stroke-width='3' stroke-dasharray='4 4'/>` +
    `<path d='M36 38l4 8 9 1-7 6 2 9-8-5-8 5 2-9-7-6 9-1z' fill='${p.d}'/>`,
  clapper: (p) =>
    `<rect x='10' y='40' width='80' height='54' rx='6' fill='${p.b}'/>` +
    `<path d='M8 26l78-18 4 16-78 18z' fill='${p.a}'/>` +
    `<path d='M22 22l14 14M44 17l14 14M66 12l14 14' ${stroke(p.c, 5)}/>` +
    `<rect x='10' y='40' width='80' height='12' fill='${p.a}'/>` +
    `<path d='M22 66h56M22 78h36' ${stroke(p.c, 5)}/>`,
  mic: (p) =>
    `<path d='M50 70v24M36 94h28' ${stroke(p.b, 6)}/>` +
    `<path d='M26 44a24 24 0 0 0 48 0' ${stroke(p.b, 6)}/>` +
    `<rect x='34' y='6' width='32' height='58' rx='16' fill='${p.a}'/>` +
    `<path d='M38 22h24M38 32h24M38 42h24' ${stroke(p.c, 3)}/>`,
  ferris: (p) =>
    `<path d='M50 50L26 96M50 50l24 46' ${stroke(p.b, 6)}/>` +
    `<circle cx='50' cy='46' r='36' ${stroke(p.a, 5)}/>` +
    `<path d='M50 10v72M14 46h72M25 21l50 50M75 21L25 71' ${stroke(p.a, 3)}/>` +
    `<path d='M50 10h0M86 46h0M14 46h0M75 21h0M25 21h0M75 71h0M25 71h0' ${stroke(p.d, 13)}/>`,
  popcorn: (p) =>
    `<g fill='${p.c}'><circle cx='30' cy='28' r='12'/><circle cx='50' cy='20' r='13'/><circle cx='70' cy='28' r='12'/><circle cx='40' cy='36' r='11'/><circle cx='60' cy='36' r='11'/></g>` +
    `<path d='M18 38h64l-8 58H26z' fill='${p.a}'/>` +
    `<path d='M38 38l2 58M60 38l-2 58' ${stroke(p.c, 6)}/>`,
  chart: (p) =>
    `<rect x='10' y='60' width='16' height='34' rx='3' fill='${p.b}'/><rect x='34' y='46' width='16' height='48' rx='3' fill='${p.a}'/>` +
    `<rect x='58' y='32' width='16' height='62' rx='3' fill='${p.b}'/><rect x='82' y='18' width='16' height='76' rx='3' fill='${p.a}'/>` +
    `<path d='M8 42l24-18 18 10 34-28M72 6h12v12' ${stroke(p.d, 6)}/>`,
  // Four coins, each its edge and its face, a little off the one below.
  coins: (p) =>
    [
      [0, 80],
      [4, 66],
      [-3, 52],
      [2, 38],
    ]
      .map(
        ([o, y]) =>
          `<path d='M${18 + o!} ${y}v8a32 9 0 0 0 64 0v-8z' fill='${p.b}'/>` +
          `<ellipse cx='${50 + o!}' cy='${y}' rx='32' ry='9' fill='${p.a}'/>`,
      )
      .join('') + `<ellipse cx='52' cy='38' rx='20' ry='5' ${stroke(p.c, 3)}/>`,
  coin: (p) =>
    `<circle cx='50' cy='50' r='44' fill='${p.b}'/><circle cx='46' cy='46' r='42' fill='${p.a}'/>` +
    `<circle cx='46' cy='46' r='30' ${stroke(p.c, 5)}/>` +
    `<path d='M46 30l6 16-6 16-6-16z' fill='${p.c}'/>`,
  card: (p) =>
    `<rect x='4' y='18' width='92' height='64' rx='10' fill='${p.a}'/>` +
    `<rect x='4' y='32' width='92' height='12' fill='${p.b}'/>` +
    `<rect x='14' y='54' width='18' height='14' rx='3' fill='${p.d}'/>` +
    `<path d='M44 62h38' ${stroke(p.c, 5)}/>`,
  wifi: (p) =>
    `<path d='M10 40a56 56 0 0 1 80 0M24 56a36 36 0 0 1 52 0M38 72a16 16 0 0 1 24 0' ${stroke(p.a, 9)}/>` +
    `<circle cx='50' cy='86' r='7' fill='${p.d}'/>`,
  plant: (p) =>
    `<path d='M50 62V30' ${stroke(p.b, 5)}/>` +
    `<path d='M50 46C30 46 20 34 20 16c20 0 30 12 30 30zM50 38c0-18 10-30 30-30 0 18-10 30-30 30z' fill='${p.a}'/>` +
    `<path d='M26 60h48l-6 36H32z' fill='${p.d}'/><rect x='22' y='56' width='56' height='10' rx='3' fill='${p.b}'/>`,
  ball: (p) =>
    `<circle cx='50' cy='50' r='44' fill='${p.c}'/>` +
    `<path d='M50 34l15 11-6 18H41l-6-18z' fill='${p.b}'/>` +
    `<path d='M50 34V8M65 45l24-8M59 63l14 20M41 63L27 83M35 45l-24-8' ${stroke(p.b, 4)}/>` +
    `<circle cx='50' cy='50' r='44' ${stroke(p.b, 4)}/>`,
  trophy: (p) =>
    `<path d='M26 20H12v6a16 16 0 0 0 16 16M74 20h14v6a16 16 0 0 1-16 16' ${stroke(p.b, 6)}/>` +
    `<path d='M24 10h52v24a26 26 0 0 1-52 0z' fill='${p.a}'/>` +
    `<path d='M44 58h12v18H44z' fill='${p.b}'/><rect x='28' y='76' width='44' height='16' rx='4' fill='${p.b}'/>` +
    `<path d='M50 20l4 8 8 1-6 6 2 8-8-4-8 4 2-8-6-6 8-1z' fill='${p.c}'/>`,
  shuttle: (p) =>
    `<path d='M30 10h40L60 66H40z' fill='${p.c}'/>` +
    `<path d='M40 10l4 56M60 10l-4 56M30 26h40M34 44h32' ${stroke(p.b, 3)}/>` +
    `<path d='M38 66h24v8a12 12 0 0 1-24 0z' fill='${p.a}'/>`,
  note: (p) =>
    `<path d='M34 78V20l50-12v58' ${stroke(p.a, 7)}/>` +
    `<ellipse cx='24' cy='80' rx='14' ry='11' fill='${p.a}'/><ellipse cx='74' cy='68' rx='14' ry='11' fill='${p.a}'/>` +
    `<path d='M34 34l50-12' ${stroke(p.b, 7)}/>`,
  star: (p) => `<path d='M50 4l13 28 31 4-23 21 6 31-27-15-27 15 6-31L6 36l31-4z' fill='${p.d}'/>`,
  cloud: (p) => `<path d='M22 76a18 18 0 0 1 2-36 26 26 0 0 1 50-6 20 20 0 0 1 4 42z' fill='${p.c}'/>`,
  calendar: (p) =>
    `<rect x='8' y='16' width='84' height='76' rx='10' fill='${p.c}'/>` +
    `<path d='M8 26a10 10 0 0 1 10-10h64a10 10 0 0 1 10 10v12H8z' fill='${p.a}'/>` +
    `<path d='M28 8v16M72 8v16' ${stroke(p.b, 6)}/>` +
    `<path d='M18 53h30M18 71h30' ${stroke(p.b, 10)} opacity='.3' stroke-dasharray='12 6' stroke-linecap='butt'/>` +
    `<path d='M54 53h30M54 71h30' ${stroke(p.d, 10)} stroke-dasharray='12 6' stroke-linecap='butt'/>`,
} satisfies Record<string, Icon>;

export type IconName = keyof typeof ICONS;

/** An object at (x, y), `size` wide, mirrored when asked. */
export function place(
  name: IconName,
  p: Palette,
  x: number,
  y: number,
  size: number,
  mirror = false,
): string {
  const s = Math.round((size / 100) * 1000) / 1000;
  const flip = mirror ? ` translate(${size} 0) scale(-1 1)` : '';
  return `<g transform='translate(${Math.round(x)} ${Math.round(y)})${flip} scale(${s})'>${ICONS[name](p)}</g>`;
}

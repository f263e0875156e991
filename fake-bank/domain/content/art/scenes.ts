import { place, type IconName, type Palette } from './icons';
import { pick, r1, type seeded } from './svg';

/**
 * A flat scene: a pale ground, a soft disc, a shadow, one large object and two smaller ones around it,
 * a few confetti dots. Deals and news use the same recipe with their own colours, so every picture in
 * the app belongs to one set.
 */
export interface SceneColours extends Palette {
  /** The ground and the disc behind the objects. */
  bg: string;
  blob: string;
}

export interface SceneSpec {
  colours: SceneColours;
  main: IconName;
  /** Objects that may stand beside the main one; two are drawn. */
  others: readonly IconName[];
  /** The centre of the group, the main object's size. */
  cx: number;
  cy: number;
  size: number;
}

type Random = ReturnType<typeof seeded>;

/** Two of the objects, in an order the random source picks. */
function twoOf(rnd: Random, items: readonly IconName[]): [IconName, IconName] {
  const first = pick(rnd, items);
  const rest = items.filter((i) => i !== first);
  return [first, rest.length ? pick(rnd, rest) : first];
}

export function sceneOf(rnd: Random, spec: SceneSpec): string {
  const { colours: k, cx, cy, size } = spec;
  const [left, right] = twoOf(rnd, spec.others);
  // Only the side objects turn: a rising chart stays rising, a brand's object faces one way.
  const mirror = rnd() < 0.5;
  const small = size * 0.5;
  const lift = rnd() < 0.5;
  const dots = Array.from({ length: 4 }, (_, i) => {
    const angle = rnd() * Math.PI * 2;
    const dist = size * (0.95 + rnd() * 0.25);
    const fill = i % 2 ? k.d : k.a;
    return `<circle cx='${r1(cx + Math.cos(angle) * dist)}' cy='${r1(cy + Math.sin(angle) * dist * 0.7)}' r='${r1(1.5 + rnd() * 2.5)}' fill='${fill}' opacity='.5'/>`;
  }).join('');
  return (
    `<circle cx='${cx}' cy='${cy}' r='${r1(size * 0.78)}' fill='${k.blob}'/>` +
    dots +
    `<ellipse cx='${cx}' cy='${r1(cy + size * 0.55)}' rx='${r1(size * 0.85)}' ry='${r1(size * 0.07)}' fill='${k.b}' opacity='.15'/>` +
    place(left, k, cx - size * 0.98, cy + size * (lift ? -0.05 : 0.05), small, mirror) +
    place(spec.main, k, cx - size / 2, cy - size * 0.45, size) +
    place(right, k, cx + size * 0.5, cy + size * (lift ? 0.05 : -0.5), small * 0.9, mirror)
  );
}

import { useId } from 'react';

/** An id for an SVG filter or clip, unique on the page and fit for url(#...) (React's ids carry colons). */
export function useSvgId(prefix: string): string {
  return `${prefix}-${useId().replace(/[^a-zA-Z0-9_-]/g, '')}`;
}

/** Accessible name or none: an illustration with words beside it is hidden from assistive technology. */
export function artRole(label: string | undefined) {
  return label ? { role: 'img', 'aria-label': label } : { 'aria-hidden': true as const };
}

/** A round badge: a check (good) or a cross (refused), white on the status colour. */
export function Badge({ cx, cy, r, kind }: { cx: number; cy: number; r: number; kind: 'good' | 'bad' }) {
  const k = r * 0.42;
  return (
    <g className={`art-badge art-badge--${kind}`}>
      <circle cx={cx} cy={cy} r={r + 2} className="art-badge__ring" />
      <circle cx={cx} cy={cy} r={r} className="art-badge__disc" />
      <path
        className="art-badge__mark"
        d={
          kind === 'good'
            ? `M${cx - k} ${cy}l${k * 0.7} ${k * 0.7}l${k * 1.3}-${k * 1.4}`
            : `M${cx - k} ${cy - k}l${2 * k} ${2 * k}M${cx + k} ${cy - k}l${-2 * k} ${2 * k}`
        }
      />
    </g>
  );
}

/** The viewfinder's four corner marks around a box. */
export function Corners({ x, y, w, h, len }: { x: number; y: number; w: number; h: number; len: number }) {
  const r = x + w;
  const b = y + h;
  return (
    <path
      className="art-corners"
      d={
        `M${x} ${y + len}V${y}H${x + len}M${r - len} ${y}H${r}V${y + len}` +
        `M${r} ${b - len}V${b}H${r - len}M${x + len} ${b}H${x}V${b - len}`
      }
    />
  );
}

/** A few confetti dots around a scene, as the bank's deal pictures have. */
export function Confetti({ dots }: { dots: ReadonlyArray<readonly [number, number, number]> }) {
  return (
    <g className="art-confetti">
      {dots.map(([cx, cy, r], i) => (
        <circle key={i} cx={cx} cy={cy} r={r} className={i % 2 ? 'art-confetti--a' : 'art-confetti--b'} />
      ))}
    </g>
  );
}

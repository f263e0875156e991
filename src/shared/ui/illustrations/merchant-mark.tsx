import type { CSSProperties } from 'react';
import { markOf } from './mark-spec';
import type { MarkShape } from './merchant-marks.data';
import './illustrations.css';

/** Each shape on a 40 x 40 canvas. */
const SHAPES: Record<MarkShape, string> = {
  circle: 'M20 1a19 19 0 1 1 0 38a19 19 0 1 1 0-38z',
  squircle: 'M20 1c14 0 19 5 19 19s-5 19-19 19S1 34 1 20S6 1 20 1z',
  leaf: 'M1 39V18A17 17 0 0 1 18 1h21v21a17 17 0 0 1-17 17z',
  hexagon: 'M20 1l16.5 9.5v19L20 39L3.5 29.5v-19z',
};

/**
 * A merchant's generated logo: its initials on its shape in its colour (merchant-marks.data.ts). Always
 * beside the merchant's name, so hidden from assistive technology.
 */
export function MerchantMark({ name, id, size = 24 }: { name: string; id?: string; size?: number }) {
  const mark = markOf(name, id);
  const style = { '--mark-hue': mark.hue } as CSSProperties;
  return (
    <svg
      className="merchant-mark"
      style={style}
      width={size}
      height={size}
      viewBox="0 0 40 40"
      aria-hidden="true"
      focusable="false"
      data-testid="merchant-mark"
      data-initials={mark.initials}
    >
      <path className="merchant-mark__shape" d={SHAPES[mark.shape]} />
      <path className="merchant-mark__shine" d="M8 12a14 14 0 0 1 10-7" />
      <text
        className="merchant-mark__initials"
        x="20"
        y="21"
        dominantBaseline="central"
        textAnchor="middle"
        fontSize={mark.initials.length > 1 ? 15 : 19}
      >
        {mark.initials}
      </text>
    </svg>
  );
}

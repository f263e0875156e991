import type { CSSProperties } from 'react';
import { markOf } from './mark-spec';
import { tileFontSize, tileValueOf } from './coupon-tile-value';
import './illustrations.css';

/** A ticket on a 64 x 64 canvas: round corners, a notch each side at the cut (y 44). */
const TICKET =
  'M8 0h48a8 8 0 0 1 8 8v32a4 4 0 0 0 0 8v8a8 8 0 0 1-8 8H8a8 8 0 0 1-8-8v-8a4 4 0 0 0 0-8V8a8 8 0 0 1 8-8z';

interface CouponTileProps {
  kind: 'AMOUNT' | 'RATE';
  value: number;
  /** The small word over the value (Hemat / Diskon), in the screen's language. */
  caption: string;
  merchant: string;
  merchantId?: string;
}

/**
 * A coupon's tile (decision 0086): a ticket in the merchant's colour with the value large, the word for
 * what it gives over it and the merchant's initials on the stub. Beside the coupon's title, so hidden from
 * assistive technology.
 */
export function CouponTile({ kind, value, caption, merchant, merchantId }: CouponTileProps) {
  const mark = markOf(merchant, merchantId);
  const text = tileValueOf(kind, value);
  const style = { '--mark-hue': mark.hue } as CSSProperties;
  return (
    <svg
      className={`coupon-tile coupon-tile--${kind.toLowerCase()}`}
      style={style}
      width="64"
      height="64"
      viewBox="0 0 64 64"
      aria-hidden="true"
      focusable="false"
      data-testid="coupon-tile"
      data-value={text}
    >
      <path className="coupon-tile__ticket" d={TICKET} />
      <circle className="coupon-tile__glow" cx="60" cy="2" r="22" />
      <circle className="coupon-tile__glow" cx="2" cy="46" r="12" />
      <text className="coupon-tile__caption" x="32" y="13" textAnchor="middle">
        {caption}
      </text>
      <text className="coupon-tile__value" x="32" y="33" textAnchor="middle" fontSize={tileFontSize(text)}>
        {text}
      </text>
      <path className="coupon-tile__cut" d="M8 44h48" />
      <rect className="coupon-tile__stub" x="20" y="48" width="24" height="11" rx="5.5" />
      <text className="coupon-tile__initials" x="32" y="56.6" textAnchor="middle">
        {mark.initials}
      </text>
    </svg>
  );
}

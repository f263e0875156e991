import { OutlineIcon } from './outline-icon';

/**
 * A money icon in the rupiah: a coin marked "Rp". The kit's money icons carry a yen sign, which has no place
 * in a rupiah app.
 */
export function RupiahIcon({ className }: { className?: string }) {
  return (
    <OutlineIcon className={className}>
      <circle cx="12" cy="12" r="9.2" />
      <text
        x="12"
        y="15.6"
        textAnchor="middle"
        fontSize="9.5"
        fontWeight="700"
        fill="currentColor"
        stroke="none"
        fontFamily="inherit"
      >
        Rp
      </text>
    </OutlineIcon>
  );
}

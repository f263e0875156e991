/**
 * A money icon in the rupiah: a coin marked "Rp". The kit's money icons carry a yen sign, which has no place
 * in a rupiah app. Sized and coloured like the kit's icons (1em, currentColor).
 */
export function RupiahIcon({ className }: { className?: string }) {
  return (
    <svg
      className={className}
      width="1em"
      height="1em"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.6"
      aria-hidden="true"
      focusable="false"
    >
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
    </svg>
  );
}

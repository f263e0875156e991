import type { ReactNode } from 'react';

/** The frame of the product's own outline icons, drawn like the kit's (1em, currentColor, hidden from readers). */
export function OutlineIcon({
  className,
  icon,
  children,
}: {
  className?: string;
  /** data-icon, for tests that tell the icons apart. */
  icon?: string;
  children: ReactNode;
}) {
  return (
    <svg
      className={className}
      width="1em"
      height="1em"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.6"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
      data-icon={icon}
    >
      {children}
    </svg>
  );
}

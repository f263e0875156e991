import type { ReactNode } from 'react';

/** An icon in its own box beside words that say what it means: hidden from assistive technology. */
export function IconMark({ className, icon }: { className: string; icon: ReactNode }) {
  return (
    <span className={className} aria-hidden="true">
      {icon}
    </span>
  );
}

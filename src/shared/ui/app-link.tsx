import type { MouseEvent, ReactNode } from 'react';
import { useAppNavigate } from '../navigation/use-app-navigate';

/** Where a link or button goes, what it holds, and how tests and assistive technology name it. */
export type NavProps = {
  to: string;
  children: ReactNode;
  className?: string;
  testId?: string;
  /** An accessible name when the content alone does not say where it goes. */
  label?: string;
};

/**
 * A block that opens another screen: a real link (long-press, named by its text), moved through the
 * app's navigation so the direction of travel is kept. A modified click is left to the browser.
 */
export function AppLink({ to, children, className, testId, label }: NavProps) {
  const nav = useAppNavigate();
  const open = (event: MouseEvent<HTMLAnchorElement>) => {
    if (event.defaultPrevented || event.button !== 0) return;
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    nav.push(to);
  };
  return (
    <a href={to} onClick={open} className={className} data-testid={testId} aria-label={label}>
      {children}
    </a>
  );
}
